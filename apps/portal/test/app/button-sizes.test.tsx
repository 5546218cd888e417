/**
 * §9 default button sizes: save 15rem by 3rem, submit 10rem by 3rem. jsdom has no layout, so the
 * rules are read from the stylesheet and the classes from the rendered page; the e2e spec
 * `document-persistence.e2e.test.ts` measures the real buttons in Chromium.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal, useFakeBackend } from './app-harness.tsx';

useFakeBackend();

// The stylesheet's text, found from this file's path (jsdom's import.meta.url is not a file URL).
const css = () =>
  readFileSync(join(dirname(expect.getState().testPath!), '../../src/styles/portal.css'), 'utf8');
const rule = (selector: string) => {
  const body =
    new RegExp(`${selector.replaceAll('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css())?.[1] ?? '';
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.split(':').map((p) => p.trim()))
      .filter(([name]) => name),
  );
};

describe('button sizes (§9)', () => {
  it('sizes save buttons 15rem × 3rem and the submit button 10rem × 3rem', async () => {
    expect(rule('.portal-button.portal-button-save')).toMatchObject({
      'min-width': '15rem',
      'min-height': '3rem',
    });
    expect(rule('.portal-button.portal-button-submit')).toMatchObject({
      'min-width': '10rem',
      'min-height': '3rem',
    });
    renderPortal('/about');
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    expect(screen.getByRole('button', { name: 'Save' }).classList).toContain('portal-button-save');
    expect(screen.getByRole('button', { name: 'Save and Continue' }).classList).toContain(
      'portal-button-save',
    );
  });

  it('gives Submit the submit size', async () => {
    renderPortal('/final-steps');
    await screen.findByRole('heading', { level: 1, name: 'Final Steps' });
    expect(screen.getByRole('button', { name: 'Submit' }).classList).toContain(
      'portal-button-submit',
    );
  }, 20_000);
});

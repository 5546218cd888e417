import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from '../../src/ui/spinner.tsx';
import { expectNoAxeViolations } from './axe.ts';

// jsdom's `URL` is not Node's, so the stylesheet is found by path rather than by URL.
const css = readFileSync(resolve(import.meta.dirname, '../../src/ui/ui.css'), 'utf8');

describe('Spinner', () => {
  it('is a status region named "Loading" whose circle is decorative, and passes axe', async () => {
    const { container } = render(<Spinner />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status.textContent).toBe('Loading');
    expect(status.querySelector('.portal-spinner-circle')!.getAttribute('aria-hidden')).toBe(
      'true',
    );
    await expectNoAxeViolations(container);
  });

  it('names what is loading when told', () => {
    render(<Spinner label="Loading your application" />);
    expect(screen.getByRole('status', { name: 'Loading your application' })).toBeTruthy();
  });

  it('is 10rem and stops spinning for people who prefer reduced motion', () => {
    expect(css).toMatch(/\.portal-spinner-circle \{[^}]*width: 10rem;[^}]*height: 10rem;/);
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toMatch(/\.portal-spinner-circle \{[^}]*animation: portal-spinner-pulse/);
    expect(reduced.slice(0, reduced.indexOf('\n}'))).not.toContain('portal-spinner-turn');
  });
});

import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderPortal, student, useFakeBackend } from './app-harness.tsx';

useFakeBackend();

/** WCAG 2.2 AA rules; colour contrast needs layout, which jsdom lacks (the e2e suite checks it). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);
}

describe('the application shell meets WCAG 2.2 AA', { timeout: 30_000 }, () => {
  it('for a guest', async () => {
    renderPortal('/about', { loggedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    expect(await violations()).toEqual([]);
  });

  it('for a returning student with the error summary shown', async () => {
    student.profile.web_status = [{ web_status: 'started' }, { web_status: 'validating' }];
    student.profile.successful_login = ['2026-11-19T10:00:00Z', '2026-11-20T10:00:00Z'];
    const { portal } = renderPortal('/final-steps');
    await screen.findByRole('heading', { level: 1, name: 'Final Steps' });
    act(() => portal.store.getState().setErrors({ first_name: ['Legal First/Given Name'] }));
    expect(await screen.findByText("We're missing some information!")).toBeTruthy();
    expect(screen.getByText('GOOD TO SEE YOU AGAIN')).toBeTruthy();
    expect(await violations()).toEqual([]);
  });
});

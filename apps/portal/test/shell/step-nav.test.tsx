import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StepNav, type StepNavPage } from '../../src/shell/step-nav.tsx';
import { expectNoAxeViolations } from './axe.ts';

const css = readFileSync(resolve(import.meta.dirname, '../../src/shell/shell.css'), 'utf8');

const pages: StepNavPage[] = [
  { path: '/about', title: 'About You', stepLabel: 'Step 01', shortStepLabel: '1' },
  { path: '/education', title: 'Education', stepLabel: 'Step 02', shortStepLabel: '2' },
  { path: '/final-steps', title: 'Final Steps', stepLabel: 'Step 03', shortStepLabel: '3' },
];

describe('StepNav', () => {
  it('is a navigation landmark listing the steps as links with complete names', async () => {
    const { container } = render(
      <StepNav pages={pages} currentPath="/education" onNavigate={() => {}} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Application steps' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/about',
      '/education',
      '/final-steps',
    ]);
    // The short label is for the eye only (shown below 480px); the accessible name is the full one.
    expect(links.map((l) => l.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(screen.getByRole('link', { name: 'Step 01: About You' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Step 02: Education' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Step 03: Final Steps' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('marks only the current step with aria-current="step"', () => {
    const { rerender } = render(
      <StepNav pages={pages} currentPath="/education" onNavigate={() => {}} />,
    );
    const current = () =>
      screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'step');
    expect(current().map((l) => l.getAttribute('href'))).toEqual(['/education']);
    rerender(<StepNav pages={pages} currentPath="/final-steps" onNavigate={() => {}} />);
    expect(current().map((l) => l.getAttribute('href'))).toEqual(['/final-steps']);
    rerender(<StepNav pages={pages} currentPath="/completion" onNavigate={() => {}} />);
    expect(current()).toEqual([]);
  });

  it('hands a click to onNavigate instead of following the link, by mouse or keyboard', async () => {
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    render(<StepNav pages={pages} currentPath="/about" onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Step 03: Final Steps' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onNavigate).toHaveBeenLastCalledWith('/final-steps');

    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Step 02: Education' }));
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenLastCalledWith('/education');
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it('lets a modified click open the step in a new tab', () => {
    const onNavigate = vi.fn();
    render(<StepNav pages={pages} currentPath="/about" onNavigate={onNavigate} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, metaKey: true });
    screen.getByRole('link', { name: 'Step 02: Education' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('shows the short label only at 480px and below, keeping the long one for screen readers', () => {
    expect(css).toMatch(/\.portal-step-short \{\s*display: none;/);
    const small = css.slice(css.indexOf('@media (max-width: 480px)'));
    expect(small).toMatch(/\.portal-step-short \{\s*display: inline;/);
    // Visually hidden, not display: none, so "Step 01" stays in the accessible name.
    expect(small).toMatch(/\.portal-step-label \{[^}]*clip-path: inset\(50%\);/);
    expect(small.slice(0, small.indexOf('\n}'))).not.toMatch(
      /\.portal-step-label \{[^}]*display: none/,
    );
  });
});

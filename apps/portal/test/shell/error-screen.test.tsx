import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from '../../src/shell/error-screen.tsx';
import { expectNoAxeViolations } from './axe.ts';

describe('ErrorScreen', () => {
  it('says something went wrong and that the issue was logged, as the page main; passes axe', async () => {
    const { container } = render(<ErrorScreen />);
    const main = screen.getByRole('main');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong.');
    expect(main.textContent).toContain(
      'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.',
    );
    expect(screen.getByRole('link', { name: 'Back to the start' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(container);
  });

  it('moves focus to its heading, so screen readers announce it', () => {
    render(<ErrorScreen />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('goes back through onHome on a plain click, or follows homeHref without it', async () => {
    const onHome = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<ErrorScreen homeHref="/about" onHome={onHome} />);
    const link = screen.getByRole('link', { name: 'Back to the start' });
    expect(link.getAttribute('href')).toBe('/about');
    await user.click(link);
    expect(onHome).toHaveBeenCalledTimes(1);

    rerender(<ErrorScreen homeHref="/about" />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Back to the start' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('renders without a main landmark inside a layout that has one', () => {
    render(
      <main>
        <ErrorScreen landmark={false} />
      </main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
  });
});

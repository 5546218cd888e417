import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalSize } from '../../src/ui/modal.tsx';
import { expectNoAxeViolations } from './axe.ts';

/** A page with an opener button and something behind the dialog, as the host would have. */
function Host({ size, onClose }: { size?: ModalSize; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Page</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open help
      </button>
      <a href="#behind">Behind the dialog</a>
      <Modal
        open={open}
        title="Technical Help"
        size={size}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        actions={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        <p>Write to us.</p>
        <a href="mailto:help@example.edu">help@example.edu</a>
      </Modal>
    </main>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Modal open={false} title="Hidden" onClose={() => {}} children="x" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal dialog named by its title, with its content and actions, and passes axe', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Open help' }));
    const dialog = await screen.findByRole('dialog', { name: 'Technical Help' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Write to us.');
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it('is the native dialog shown modally, with focus moved in', async () => {
    // Trapping Tab and making the page behind inert are the browser's, for a dialog shown with
    // showModal(): tested in Chromium (test/e2e/first-load.e2e.test.ts), not in jsdom.
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: 'Open help' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Close')));
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Host onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open help' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its Close button and on a backdrop click', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(<Host onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open help' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open help' }));
    const dialog = await screen.findByRole('dialog');
    // A click on the <dialog> box itself, which its content covers, is one on its ::backdrop.
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Open help' }));
    await user.click(await screen.findByText('Write to us.'));
    expect(onClose).toHaveBeenCalledTimes(2);
    // Selecting text from inside the dialog to the backdrop is not a click on the backdrop.
    const text = screen.getByText('Write to us.');
    await user.pointer([
      { keys: '[MouseLeft>]', target: text },
      { target: screen.getByRole('dialog') },
      { keys: '[/MouseLeft]' },
    ]);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('can stay open on a backdrop click and hide its Close button', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <Modal
        open
        title="Still working?"
        onClose={onClose}
        closeOnBackdropClick={false}
        showCloseButton={false}
      >
        <p>You will be logged out soon.</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Still working?' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('focuses the element the host asks for', async () => {
    function Idle() {
      const cont = useRef<HTMLButtonElement>(null);
      return (
        <Modal
          open
          title="Still working?"
          onClose={() => {}}
          initialFocus={cont}
          actions={
            <>
              <button type="button">Log Out</button>
              <button type="button" ref={cont}>
                Continue
              </button>
            </>
          }
        >
          <p>Are you still there?</p>
        </Modal>
      );
    }
    render(<Idle />);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' })),
    );
  });

  it.each([
    ['xs', undefined],
    ['sm', 'sm'],
    ['md', 'md'],
  ] as const)('carries the %s size class (xs by default)', (expected, size) => {
    render(<Modal open title="Sized" onClose={() => {}} size={size} children="x" />);
    expect(screen.getByRole('dialog').className).toContain(`portal-modal--${expected}`);
  });
});

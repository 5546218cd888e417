// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.tsx';
import { defaultWidgets, preloadWidgets } from '../renderer/registry.ts';

/** A load the test resolves or rejects by hand. */
function controlledLoad<P extends object>(component: (props: P) => React.ReactNode) {
  const attempts: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<(props: P) => React.ReactNode>((resolve, reject) => {
      attempts.push({ resolve: () => resolve(component), reject });
    });
  return { load, attempts };
}

/** The stand-in and the real field: the same id, different roles, as the autocomplete's are. */
function Field({ label, role }: { readonly label: string; readonly role: string }) {
  const [value, setValue] = useState('');
  return (
    <label>
      {label}
      <input
        id="school"
        role={role}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </label>
  );
}

describe('lazyComponent', () => {
  it('with whenIdle, asks for the code once the browser is idle, not when it mounts', async () => {
    const idle: (() => void)[] = [];
    const saved = globalThis.requestIdleCallback;
    globalThis.requestIdleCallback = ((task: () => void) => idle.push(task)) as never;
    try {
      const { load, attempts } = controlledLoad(() => <Field label="School" role="combobox" />);
      const Lazy = lazyComponent(load, () => <Field label="School" role="textbox" />, {
        whenIdle: true,
      });
      render(<Lazy />);
      expect(attempts).toHaveLength(0);
      act(() => idle.forEach((task) => task()));
      expect(attempts).toHaveLength(1);
      await act(async () => attempts[0]!.resolve());
      expect(screen.getByRole('combobox', { name: 'School' })).toBeTruthy();
    } finally {
      globalThis.requestIdleCallback = saved;
    }
  });

  it('renders the stand-in until the code has loaded, then the component', async () => {
    const { load, attempts } = controlledLoad(() => <Field label="School" role="combobox" />);
    const Lazy = lazyComponent(load, () => <Field label="School" role="textbox" />);
    render(<Lazy />);
    expect(screen.getByRole('textbox', { name: 'School' })).toBeTruthy();
    expect(Lazy.loaded).toBe(false);
    await act(async () => attempts[0]!.resolve());
    expect(screen.getByRole('combobox', { name: 'School' })).toBeTruthy();
    expect(Lazy.loaded).toBe(true);
  });

  it('hands the focus and the caret to the real control when it arrives while typing', async () => {
    const { load, attempts } = controlledLoad(() => <Field label="School" role="combobox" />);
    const Lazy = lazyComponent(load, () => <Field label="School" role="textbox" />);
    render(<Lazy />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), 'Lin');
    await act(async () => attempts[0]!.resolve());
    const real = screen.getByRole('combobox');
    expect(document.activeElement).toBe(real);
    // Typing goes on in the real control without a click.
    await user.keyboard('c');
    expect((real as HTMLInputElement).value).toBe('c');
  });

  it('never takes the focus from another control', async () => {
    const { load, attempts } = controlledLoad(() => <Field label="School" role="combobox" />);
    const Lazy = lazyComponent(load, () => <Field label="School" role="textbox" />);
    render(
      <>
        <input aria-label="Other" />
        <Lazy />
      </>,
    );
    screen.getByRole('textbox', { name: 'Other' }).focus();
    await act(async () => attempts[0]!.resolve());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Other' }));
  });

  it('keeps a working stand-in when the chunk cannot load, and tries again on the next mount', async () => {
    const { load, attempts } = controlledLoad(() => <p>real</p>);
    const Lazy = lazyComponent(load, (_props, failed) => <p>{failed ? 'failed' : 'loading'}</p>);
    const first = render(<Lazy />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => attempts[0]!.reject(new Error('network')));
    expect(screen.getByText('failed')).toBeTruthy();
    first.unmount();

    render(<Lazy />);
    expect(attempts).toHaveLength(2);
    await act(async () => attempts[1]!.resolve());
    expect(screen.getByText('real')).toBeTruthy();
  });

  it('brings a failed instance back when a later preload succeeds', async () => {
    const { load, attempts } = controlledLoad(() => <p>real</p>);
    const Lazy = lazyComponent(load, (_props, failed) => <p>{failed ? 'failed' : 'loading'}</p>);
    render(<Lazy />);
    await act(async () => attempts[0]!.reject(new Error('network')));
    expect(screen.getByText('failed')).toBeTruthy();
    const retried = Lazy.preload();
    await act(async () => {
      attempts[1]!.resolve();
      await retried;
    });
    expect(screen.getByText('real')).toBeTruthy();
  });

  it('loads once however many instances mount, and preload shares that load', async () => {
    const { load, attempts } = controlledLoad(() => <p>real</p>);
    const Lazy = lazyComponent(load, () => <p>loading</p>);
    const preloaded = Lazy.preload();
    render(
      <>
        <Lazy />
        <Lazy />
      </>,
    );
    expect(attempts).toHaveLength(1);
    await act(async () => {
      attempts[0]!.resolve();
      await preloaded;
    });
    await waitFor(() => expect(screen.getAllByText('real')).toHaveLength(2));
  });
});

describe('the engine’s split widgets', () => {
  it('are loaded by preloadWidgets (the autocomplete with its combobox)', async () => {
    await preloadWidgets();
    const autocomplete = defaultWidgets.autocomplete as unknown as { readonly loaded: boolean };
    expect(autocomplete.loaded).toBe(true);
  });
});

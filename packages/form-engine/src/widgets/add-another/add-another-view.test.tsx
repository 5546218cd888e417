// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpBackend } from '../../../test/react/http-backend.ts';
import type { AddAnotherField, Field } from '../../core/index.ts';
import { expectNoAxeViolations, pageOf, renderForm } from '../../../test/react/render-form.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const backend = () => httpBackend('http://localhost');

const colleges = (overrides: Partial<AddAnotherField> = {}): Field[] => [
  {
    widget: 'addAnother',
    id: 'colleges',
    prefix: 'college_',
    max: 3,
    addLabel: 'Add Another College',
    itemLabel: 'College {n}',
    fields: [{ widget: 'text', key: 'college_name', label: 'College {n} name' }],
    ...overrides,
  },
];

/** Answers GET /api/add-another with `counts` and records every PUT body. */
function serveCounts(counts: Record<string, number>, put: 'ok' | 'fail' = 'ok') {
  const saved: unknown[] = [];
  const requests: string[] = [];
  server.use(
    http.get('http://localhost/api/add-another', () => {
      requests.push('GET');
      return HttpResponse.json(counts);
    }),
    http.put('http://localhost/api/add-another', async ({ request }) => {
      requests.push('PUT');
      saved.push(await request.json());
      return put === 'ok'
        ? HttpResponse.json({})
        : HttpResponse.json({ message: 'Server error' }, { status: 500 });
    }),
  );
  return { saved, requests };
}

/**
 * A back end that counts `addAnotherCounts` calls. The block asks in its mount effect, which
 * render() has flushed by the time it returns: a count of 0 then means it never asked, with no
 * wait for a request that might still come.
 */
function countingBackend() {
  const real = backend();
  let calls = 0;
  const counted = {
    ...real,
    addAnotherCounts: () => {
      calls++;
      return real.addAnotherCounts();
    },
  };
  return { backend: counted, loads: () => calls };
}

const headings = () => screen.queryAllByRole('heading').map((h) => h.textContent);

describe('AddAnotherView', () => {
  it('shows one block by default, headed by its item label, in a named group', async () => {
    serveCounts({});
    const { container } = renderForm(pageOf(colleges()), { backend: backend() });
    expect(screen.getByRole('group', { name: 'College 1' })).toBeTruthy();
    expect(screen.getByLabelText('College 1 name')).toBeTruthy();
    expect(screen.queryByLabelText('College 2 name')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('loads the saved counts on mount and applies this block’s count', async () => {
    const { requests } = serveCounts({ colleges: 2, other: 5 });
    const { backend: spied, loads } = countingBackend();
    const { store, container } = renderForm(pageOf(colleges()), { backend: spied });
    // Asked by the time render() returns: what lets the visitor and service tests check at once.
    expect(loads()).toBe(1);
    expect(await screen.findByRole('heading', { name: 'College 2' })).toBeTruthy();
    expect(store.getState().addAnother.colleges).toBe(2);
    expect(screen.getByLabelText('College 2 name')).toBeTruthy();
    expect(requests).toEqual(['GET']);
    await expectNoAxeViolations(container);
  });

  it('Add Another saves count + 1, shows the new block and focuses its heading', async () => {
    const { saved } = serveCounts({});
    const { store, user } = renderForm(pageOf(colleges()), { backend: backend() });
    await user.click(screen.getByRole('button', { name: 'Add Another College' }));
    const heading = await screen.findByRole('heading', { name: 'College 2' });
    expect(saved).toEqual([{ button_id: 'colleges', num_components: 2 }]);
    expect(store.getState().addAnother.colleges).toBe(2);
    expect(headings()).toEqual(['Main', 'College 1', 'College 2']);
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('hides the button at the maximum', async () => {
    const { saved } = serveCounts({ colleges: 2 });
    const { store, user, container } = renderForm(pageOf(colleges()), { backend: backend() });
    await screen.findByRole('heading', { name: 'College 2' });
    await user.click(screen.getByRole('button', { name: 'Add Another College' }));
    await screen.findByRole('heading', { name: 'College 3' });
    expect(saved).toEqual([{ button_id: 'colleges', num_components: 3 }]);
    expect(store.getState().addAnother.colleges).toBe(3);
    expect(screen.queryByRole('button', { name: 'Add Another College' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows no button when the saved count is already the maximum', async () => {
    serveCounts({ colleges: 3 });
    renderForm(pageOf(colleges()), { backend: backend() });
    await screen.findByRole('heading', { name: 'College 3' });
    expect(screen.queryByRole('button', { name: 'Add Another College' })).toBeNull();
  });

  it('on a failed save toasts "Error adding another <id>" and keeps the count', async () => {
    const { saved } = serveCounts({}, 'fail');
    const { store, user, toasts } = renderForm(pageOf(colleges()), { backend: backend() });
    const button = screen.getByRole('button', { name: 'Add Another College' });
    await user.click(button);
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({
        severity: 'error',
        message: 'Error adding another colleges',
      }),
    );
    expect(saved).toEqual([{ button_id: 'colleges', num_components: 2 }]);
    expect(store.getState().addAnother.colleges).toBeUndefined();
    expect(screen.queryByRole('heading', { name: 'College 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Another College' })).toBeTruthy();
  });

  it('ignores clicks while a save is on its way', async () => {
    const saved: unknown[] = [];
    server.use(
      http.get('http://localhost/api/add-another', () => HttpResponse.json({})),
      http.put('http://localhost/api/add-another', async ({ request }) => {
        saved.push(await request.json());
        await delay(50);
        return HttpResponse.json({});
      }),
    );
    const { store, user } = renderForm(pageOf(colleges()), { backend: backend() });
    const button = screen.getByRole('button', { name: 'Add Another College' });
    await user.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    await screen.findByRole('heading', { name: 'College 2' });
    expect(saved).toEqual([{ button_id: 'colleges', num_components: 2 }]);
    expect(store.getState().addAnother.colleges).toBe(2);
  });

  it('a count loaded after the applicant added a block does not undo it', async () => {
    let release: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('http://localhost/api/add-another', async () => {
        await gate;
        return HttpResponse.json({ colleges: 1 });
      }),
      http.put('http://localhost/api/add-another', () => HttpResponse.json({})),
    );
    const { store, user } = renderForm(pageOf(colleges()), { backend: backend() });
    await user.click(screen.getByRole('button', { name: 'Add Another College' }));
    await screen.findByRole('heading', { name: 'College 2' });
    await act(async () => {
      release?.();
      await gate;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().addAnother.colleges).toBe(2);
  });

  it('without an item label, focus moves to the first control of the new block', async () => {
    serveCounts({});
    const { user } = renderForm(pageOf(colleges({ itemLabel: undefined })), { backend: backend() });
    expect(screen.queryByRole('group')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Another College' }));
    const input = await screen.findByLabelText('College 2 name');
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('gives visitors no button and asks the server nothing', async () => {
    serveCounts({ colleges: 2 });
    const { backend: spied, loads } = countingBackend();
    const { store } = renderForm(pageOf(colleges()), { backend: spied, mode: 'answers-only' });
    expect(screen.queryByRole('button')).toBeNull();
    // render() flushes the mount effects, where an applicant's block asks for its count.
    expect(loads()).toBe(0);
    expect(store.getState().addAnother.colleges).toBeUndefined();
  });

  it('shows service users the stored blocks read-only, without a button', async () => {
    serveCounts({});
    const { backend: spied, loads } = countingBackend();
    const { container } = renderForm(pageOf(colleges()), {
      backend: spied,
      mode: 'read-only',
      seed: {
        addAnother: { colleges: 2 },
        answers: { college_name: 'Ohio State', college_2_name: 'Kent State' },
      },
    });
    expect(headings()).toEqual(['Main', 'College 1', 'College 2']);
    expect(screen.getByRole('group', { name: 'College 2' }).textContent).toContain(
      'College 2 name: Kent State',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('input')).toBeNull();
    expect(loads()).toBe(0);
    await expectNoAxeViolations(container);
  });

  it('follows block count changes made elsewhere (layout subscription)', () => {
    serveCounts({});
    const { store } = renderForm(pageOf(colleges()), { mode: 'answers-only' });
    act(() => store.getState().setBlockCount('colleges', 3));
    expect(headings()).toEqual(['Main', 'College 1', 'College 2', 'College 3']);
    act(() => store.getState().setBlockCount('colleges', 1));
    expect(headings()).toEqual(['Main', 'College 1']);
  });
});

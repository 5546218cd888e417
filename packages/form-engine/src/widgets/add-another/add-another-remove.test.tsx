// @vitest-environment jsdom
/**
 * Issue 28, item 5: an applicant removes a block added by mistake. Remove (named after the block)
 * asks first; confirmed, it saves count − 1, then the later blocks' answers move up, the removal
 * is announced and focus lands on the heading now in that place. A failed save changes nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpBackend } from '../../../test/react/http-backend.ts';
import type { Field, FormSeed } from '../../core/index.ts';
import { expectNoAxeViolations, pageOf, renderForm } from '../../../test/react/render-form.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const colleges: Field[] = [
  {
    widget: 'addAnother',
    id: 'colleges',
    prefix: 'college_',
    max: 3,
    addLabel: 'Add Another College',
    itemLabel: 'College {n}',
    fields: [{ widget: 'text', key: 'college_name', label: 'College {n} name' }],
  },
];

const threeColleges: FormSeed = {
  addAnother: { colleges: 3 },
  answers: {
    college_name: 'Ohio State',
    college_2_name: 'Art Institute',
    college_3_name: 'Kent State',
  },
};

/** Serves the stored count and records every PUT /api/add-another body. */
function serve(count: number, put: 'ok' | 'fail' = 'ok') {
  const saved: unknown[] = [];
  server.use(
    http.get('http://localhost/api/add-another', () => HttpResponse.json({ colleges: count })),
    http.put('http://localhost/api/add-another', async ({ request }) => {
      saved.push(await request.json());
      return put === 'ok'
        ? HttpResponse.json({})
        : HttpResponse.json({ message: 'Server error' }, { status: 500 });
    }),
  );
  return saved;
}

/** Three colleges on screen for an applicant with a back end. */
async function threeOnScreen(put: 'ok' | 'fail' = 'ok') {
  const saved = serve(3, put);
  const rendered = renderForm(pageOf(colleges), {
    backend: httpBackend('http://localhost'),
    seed: threeColleges,
  });
  await screen.findByRole('heading', { name: 'College 3' });
  return { saved, ...rendered };
}

const removeButton = (item: string) => screen.getByRole('button', { name: `Remove ${item}` });
const names = () => screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value);

/** Opens the question for `item` and answers it with `choice`. */
async function answer(user: ReturnType<typeof renderForm>['user'], item: string, choice: string) {
  await user.click(removeButton(item));
  const dialog = await screen.findByRole('dialog', { name: `Remove ${item}?` });
  expect(dialog.textContent).toContain(
    `Your answers in ${item} will be cleared, and the entries after it will move up one place.`,
  );
  await user.click(within(dialog).getByRole('button', { name: choice }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('removing an add-another block', () => {
  it('offers Remove on each block, named after it, only while there are two or more', async () => {
    const { container, unmount } = await threeOnScreen();
    expect(screen.getAllByRole('button', { name: /^Remove / }).map((b) => b.textContent)).toEqual([
      'Remove College 1',
      'Remove College 2',
      'Remove College 3',
    ]);
    await expectNoAxeViolations(container);
    unmount();

    serve(1);
    renderForm(pageOf(colleges), { backend: httpBackend('http://localhost') });
    expect(screen.queryByRole('button', { name: 'Remove College 1' })).toBeNull();
  });

  it('Cancel keeps every block and answer, saves nothing and returns focus to the button', async () => {
    const { saved, store, user } = await threeOnScreen();
    await answer(user, 'College 2', 'Cancel');
    expect(saved).toEqual([]);
    expect(store.getState().addAnother.colleges).toBe(3);
    expect(names()).toEqual(['Ohio State', 'Art Institute', 'Kent State']);
    await waitFor(() => expect(document.activeElement).toBe(removeButton('College 2')));
  });

  it('confirmed: saves count − 1, moves the later answers up, announces, focuses the heading', async () => {
    const { saved, store, user, container } = await threeOnScreen();
    await answer(user, 'College 2', 'Remove');
    await waitFor(() => expect(names()).toEqual(['Ohio State', 'Kent State']));
    expect(saved).toEqual([{ button_id: 'colleges', num_components: 2 }]);
    expect(store.getState().addAnother.colleges).toBe(2);
    expect(store.getState().answers.college_3_name).toBe('');
    expect(within(container).getByRole('status').textContent).toBe('College 2 removed');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'College 2' })),
    );
  });

  it('removing the last block focuses the block before it; one block left offers no Remove', async () => {
    const { user } = await threeOnScreen();
    await answer(user, 'College 3', 'Remove');
    await waitFor(() => expect(names()).toEqual(['Ohio State', 'Art Institute']));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'College 2' })),
    );
    await answer(user, 'College 1', 'Remove');
    await waitFor(() => expect(names()).toEqual(['Art Institute']));
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('a failed save toasts and keeps the count and every answer; focus back on Remove', async () => {
    const { saved, store, toasts, user } = await threeOnScreen('fail');
    await answer(user, 'College 2', 'Remove');
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith({
        severity: 'error',
        message: 'Error removing College 2',
      }),
    );
    expect(saved).toEqual([{ button_id: 'colleges', num_components: 2 }]);
    expect(store.getState().addAnother.colleges).toBe(3);
    expect(names()).toEqual(['Ohio State', 'Art Institute', 'Kent State']);
    await waitFor(() => expect(document.activeElement).toBe(removeButton('College 2')));
  });

  it('without a back end, removes locally; visitors get no Remove', async () => {
    const { store, user, unmount } = renderForm(pageOf(colleges), { seed: threeColleges });
    await answer(user, 'College 1', 'Remove');
    await waitFor(() => expect(names()).toEqual(['Art Institute', 'Kent State']));
    expect(store.getState().addAnother.colleges).toBe(2);
    unmount();

    renderForm(pageOf(colleges), { seed: threeColleges, mode: 'answers-only' });
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('names a block without an item label by its number, and offers no Remove beside a file', () => {
    const unlabelled: Field[] = [{ ...colleges[0]!, itemLabel: undefined } as Field];
    const { unmount } = renderForm(pageOf(unlabelled), { seed: threeColleges });
    expect(removeButton('Entry 2')).toBeTruthy();
    unmount();

    const withFile: Field[] = [
      {
        widget: 'addAnother',
        id: 'letters',
        prefix: 'letter_',
        max: 2,
        addLabel: 'Add Another Letter',
        itemLabel: 'Letter {n}',
        fields: [{ widget: 'fileUpload', key: 'letter_file', label: 'Letter {n}' }],
      },
    ];
    renderForm(pageOf(withFile), { seed: { addAnother: { letters: 2 } } });
    expect(screen.getByRole('heading', { name: 'Letter 2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, pageOf, renderForm } from '../../../test/react/render-form.tsx';

const yesNo = [
  { value: '', label: '--' },
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];

describe('RadioWidget', () => {
  it('offers the options without the blank, in a labelled group, and stores the label in _desc', async () => {
    const { store, user, container } = renderForm(
      pageOf([
        { widget: 'radio', key: 'early_admission', label: 'Early admission?', options: yesNo },
      ]),
    );
    const group = screen.getByRole('group', { name: 'Early admission?' });
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(2);
    // The first radio carries the key as its id, for /{page}#{key} links.
    expect(screen.getByLabelText('Yes').id).toBe('early_admission');
    await user.click(screen.getByLabelText('No'));
    expect(store.getState().answers).toMatchObject({
      early_admission: 'N',
      early_admission_desc: 'No',
    });
    await user.keyboard('{ArrowUp}');
    expect(store.getState().answers.early_admission).toBe('Y');
    act(() => {
      store.getState().setErrors({ early_admission: ['Early admission?'] });
      store.getState().setShowErrors(true);
    });
    await expectNoAxeViolations(container);
  });
});

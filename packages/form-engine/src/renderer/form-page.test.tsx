// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compileFormOrThrow, createFormStore, type Field } from '../core/index.ts';
import { expectNoAxeViolations, pageOf, renderForm } from '../../test/react/render-form.tsx';
import { FormProvider } from '../bindings/form-context.tsx';
import { FormPage } from './form-page.tsx';
import { useAnswer } from '../bindings/hooks.ts';
import { MissingWidgetError } from './registry.ts';
import type { WidgetProps } from '../bindings/widget-types.ts';

const yesNo = [
  { value: '', label: '--' },
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];
const fields: Field[] = [
  { widget: 'text', key: 'first_name', label: 'First name' },
  { widget: 'text', key: 'last_name', label: 'Last name' },
  { widget: 'radio', key: 'mailing_same', label: 'Same address?', options: yesNo },
  {
    widget: 'text',
    key: 'perm_city',
    label: 'Permanent city',
    visibleWhen: { valueKey: 'mailing_same', operator: 'equals', target: 'N' },
  },
];

describe('FormPage', () => {
  it('renders sections with headings and every field labelled', async () => {
    const { container } = renderForm(pageOf(fields));
    expect(screen.getByRole('region', { name: 'Main' })).toBeTruthy();
    expect(screen.getByLabelText('First name')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows a field only while its condition holds; hidden, its answer is cleared from the answers but comes back when shown (issue 27)', async () => {
    const { store, user } = renderForm(pageOf(fields));
    expect(screen.queryByLabelText('Permanent city')).toBeNull();
    await user.click(screen.getByLabelText('No'));
    await user.type(screen.getByLabelText('Permanent city'), 'Dayton');
    await user.click(screen.getByLabelText('Yes'));
    expect(screen.queryByLabelText('Permanent city')).toBeNull();
    expect(store.getState().answers.perm_city).toBe('');
    await user.click(screen.getByLabelText('No'));
    expect((screen.getByLabelText('Permanent city') as HTMLInputElement).value).toBe('Dayton');
    expect(store.getState().answers.perm_city).toBe('Dayton');
  });

  it('forgets hidden answers when the applicant leaves the page', async () => {
    const definition = pageOf(fields);
    const form = compileFormOrThrow({
      ...definition,
      pages: [
        ...definition.pages,
        {
          ...definition.pages[0]!,
          id: 'other',
          path: '/other',
          sections: [
            { id: 'more', title: 'More', fields: [{ widget: 'text', key: 'nick', label: 'Nick' }] },
          ],
        },
      ],
    });
    const store = createFormStore(form);
    const view = (page: number) => (
      <FormProvider store={store}>
        <FormPage page={form.pages[page]!} />
      </FormProvider>
    );
    const { rerender } = render(view(0));
    act(() => store.getState().setAnswers({ mailing_same: 'N', perm_city: 'Dayton' }));
    act(() => store.getState().setAnswer('mailing_same', 'Y'));
    rerender(view(1));
    rerender(view(0));
    act(() => store.getState().setAnswer('mailing_same', 'N'));
    expect(store.getState().answers.perm_city).toBe('');
    expect((screen.getByLabelText('Permanent city') as HTMLInputElement).value).toBe('');
  });

  it('re-renders the field typed in, and no other', async () => {
    const form = compileFormOrThrow(pageOf(fields));
    const store = createFormStore(form);
    const commits: string[] = [];
    // A widget like the real ones: it subscribes to its own answer.
    const Probe = ({ field }: WidgetProps) => {
      const value = useAnswer(field.key);
      commits.push(field.key);
      return <span>{`${field.label} ${String(value ?? '')}`}</span>;
    };
    render(
      <FormProvider store={store} widgets={{ text: Probe }}>
        <FormPage page={form.pages[0]!} />
      </FormProvider>,
    );
    commits.length = 0;
    act(() => store.getState().setAnswer('first_name', 'A'));
    act(() => store.getState().setAnswer('first_name', 'Ad'));
    expect(commits).toEqual(['first_name', 'first_name']);
  });

  it('lets a host replace a widget, and names the field when a widget is missing', () => {
    const form = compileFormOrThrow(pageOf(fields));
    const Custom = ({ field }: WidgetProps) => <p>custom {field.key}</p>;
    render(
      <FormProvider store={createFormStore(form)} widgets={{ text: Custom }}>
        <FormPage page={form.pages[0]!} />
      </FormProvider>,
    );
    expect(screen.getByText('custom first_name')).toBeTruthy();
    const broken = compileFormOrThrow(pageOf([{ widget: 'text', key: 'x', label: 'X' }]));
    const missing = { text: undefined } as unknown as Record<string, never>;
    const noText = () =>
      render(
        <FormProvider store={createFormStore(broken)} widgets={missing}>
          <FormPage page={broken.pages[0]!} />
        </FormProvider>,
      );
    // The built-in text widget stands in for an unset override; an unknown type throws.
    expect(noText).not.toThrow();
    const unknown = { ...broken, fields: broken.fields };
    (
      unknown.pages[0]!.sections[0]!.nodes[0] as { field: { definition: { widget: string } } }
    ).field.definition.widget = 'slider';
    expect(() =>
      render(
        <FormProvider store={createFormStore(unknown)}>
          <FormPage page={unknown.pages[0]!} />
        </FormProvider>,
      ),
    ).toThrow(MissingWidgetError);
  });
});

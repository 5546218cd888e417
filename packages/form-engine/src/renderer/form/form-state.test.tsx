// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compileFormOrThrow, createFormStore, type Answers } from '../../core/index.ts';
import { pageOf } from '../../../test/react/render-form.tsx';
import { twoPages } from '../../../test/react/two-page-form.ts';
import { personalStatementTabs } from '../../../test/fixtures/personal-statement-tabs.ts';
import { useFormContext } from '../../bindings/form-context.tsx';
import type { WidgetProps } from '../../bindings/widget-types.ts';
import { Form, type FormProps } from './form.tsx';

const noSubmit = () => undefined;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name });

describe('<Form>: its answers', () => {
  it('starts from defaultAnswers and reports every change to onChange, hide rules applied', async () => {
    const onChange = vi.fn<(answers: Answers) => void>();
    const user = userEvent.setup();
    render(
      <Form
        form={twoPages}
        onSubmit={noSubmit}
        defaultAnswers={{ first_name: 'Ada', has_sibling: 'Y', sibling_name: 'Ann' }}
        onChange={onChange}
      />,
    );
    expect(field('First name').value).toBe('Ada');
    expect(field('Sibling name').value).toBe('Ann');
    await user.type(field('First name'), 'l');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ first_name: 'Adal' }));
    await user.click(screen.getByLabelText('No'));
    expect(onChange.mock.lastCall![0]).toMatchObject({ has_sibling: 'N', sibling_name: '' });
  });

  it('writes to the store the host passes, and shows what the host loads into it', async () => {
    const form = compileFormOrThrow(twoPages);
    const store = createFormStore(form);
    const user = userEvent.setup();
    render(<Form form={form} store={store} onSubmit={noSubmit} defaultAnswers={{ gpa: 'x' }} />);
    await user.type(field('First name'), 'Ada');
    expect(store.getState().answers.first_name).toBe('Ada');
    act(() => store.getState().load({ answers: { first_name: 'Grace' } }));
    expect(field('First name').value).toBe('Grace');
    expect(store.getState().answers.gpa).toBeUndefined();
  });

  it('refuses a store made for another form', () => {
    const store = createFormStore(compileFormOrThrow(twoPages));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Form form={twoPages} store={store} onSubmit={noSubmit} />)).toThrow(
      /create the store from the compiled form/,
    );
  });

  it('keeps the answers when the form is swapped for another language’s', async () => {
    const en = compileFormOrThrow(twoPages);
    const fr = compileFormOrThrow({
      ...twoPages,
      pages: twoPages.pages.map((p) => ({ ...p, title: `${p.title} (fr)` })),
    });
    const user = userEvent.setup();
    const { rerender } = render(<Form form={en} onSubmit={noSubmit} />);
    await user.type(field('First name'), 'Ada');
    rerender(<Form form={fr} onSubmit={noSubmit} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About you (fr)');
    expect(field('First name').value).toBe('Ada');
  });
});

describe('<Form>: no back end needed', () => {
  it('adds another block locally, focuses it, and submits its answers', async () => {
    const onSubmit = vi.fn<FormProps['onSubmit']>();
    const user = userEvent.setup();
    render(<Form form={twoPages} onSubmit={onSubmit} defaultAnswers={{ first_name: 'Ada' }} />);
    await user.click(button('Step 02 Your studies'));
    await user.type(field('GPA'), '3.7');
    await user.click(button('Add another college'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'College 2' }));
    await user.type(field('College 2 name'), 'Reed');
    await user.click(button('Submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const [answers, { state }] = onSubmit.mock.lastCall!;
    expect(Object.values(answers)).toContain('Reed');
    expect(state.addAnother).toEqual({ colleges: 2 });
  });

  it('keeps an uploaded file in the browser and hands it to onSubmit under its key', async () => {
    const onSubmit = vi.fn<FormProps['onSubmit']>();
    const user = userEvent.setup();
    const definition = pageOf([{ widget: 'fileUpload', key: 'essay', label: 'Your essay' }]);
    render(<Form form={definition} onSubmit={onSubmit} />);
    const essay = new File(['%PDF-1.7'], 'essay.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Your essay'), essay);
    await screen.findByRole('button', { name: /delete/i });
    await user.click(button('Submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const [answers, { files }] = onSubmit.mock.lastCall!;
    expect(answers.essay).toMatch(/\/essay\.pdf$/);
    expect(files).toEqual({ essay });
  });

  it('switches tabs locally', async () => {
    const user = userEvent.setup();
    render(<Form form={pageOf([personalStatementTabs()])} onSubmit={noSubmit} />);
    await user.click(screen.getByRole('tab', { name: 'Upload it' }));
    expect(screen.getByRole('tab', { name: 'Upload it' }).ariaSelected).toBe('true');
    expect(screen.getByLabelText('Personal Statement Document')).toBeTruthy();
  });

  it('shows the widgets’ toasts in a live region when the host passes no onToast', async () => {
    /** A custom widget (the `widgets` prop) that reports a failure, as an upload or a look-up would. */
    function Failing({ field: f }: WidgetProps) {
      const { notify } = useFormContext();
      const fail = () => notify({ severity: 'error', message: `Lookup failed for ${f.key}` });
      return (
        <button type="button" onClick={fail}>
          {f.label}
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <Form
        form={pageOf([{ widget: 'text', key: 'school', label: 'Find school' }])}
        widgets={{ text: Failing }}
        onSubmit={noSubmit}
      />,
    );
    await user.click(button('Find school'));
    expect(screen.getByRole('status').textContent).toBe('Lookup failed for school');
  });
});

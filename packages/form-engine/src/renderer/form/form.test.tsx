// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { compileFormOrThrow, type FormValidator } from '../../core/index.ts';
import { en } from '../../core/messages/index.ts';
import { expectNoAxeViolations } from '../../../test/react/render-form.tsx';
import { twoPages } from '../../../test/react/two-page-form.ts';
import { Form, type FormProps } from './form.tsx';

function setup(props: Partial<FormProps> = {}) {
  const onSubmit = vi.fn<FormProps['onSubmit']>();
  const user = userEvent.setup();
  const view = render(<Form form={twoPages} onSubmit={onSubmit} {...props} />);
  return { ...view, onSubmit, user };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const summary = () => screen.getByRole('alert', { name: en.errorSummaryTitle });
const button = (name: string) => screen.getByRole('button', { name });

describe('<Form>', () => {
  it('shows the first page with a step list (nav, ordered list, aria-current) and no Back', async () => {
    const { container } = setup();
    expect(heading().textContent).toBe('About you');
    const steps = screen.getByRole('navigation', { name: 'Steps' });
    expect(within(steps).getByRole('list').tagName).toBe('OL');
    expect(within(steps).getByRole('button', { name: 'Step 01 About you' }).ariaCurrent).toBe(
      'step',
    );
    expect(within(steps).getByRole('button', { name: 'Step 02 Your studies' }).ariaCurrent).toBe(
      null,
    );
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('Continue is blocked by an error on the page: the summary lists that page’s errors only and takes focus', async () => {
    const { user } = setup();
    await user.click(button('Continue'));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(within(summary()).getByRole('link', { name: /first name/i })).toBeTruthy();
    // The GPA on page 2 is required too, but Continue checks this page only.
    expect(within(summary()).queryByRole('link', { name: /GPA/ })).toBeNull();
    expect(heading().textContent).toBe('About you');
    // Tried again with focus elsewhere: the summary, already on show, takes focus again.
    await user.click(screen.getByLabelText('First name'));
    await user.click(button('Continue'));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
  });

  it('Continue on a clean page moves to the next one, marks its step and focuses its heading', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(button('Continue'));
    await waitFor(() => expect(heading().textContent).toBe('Your studies'));
    expect(document.activeElement).toBe(heading());
    expect(button('Step 02 Your studies').ariaCurrent).toBe('step');
    expect(button('Submit')).toBeTruthy();
  });

  it('Back returns to the previous page with its answers kept', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(button('Continue'));
    await waitFor(() => expect(heading().textContent).toBe('Your studies'));
    await user.click(button('Back'));
    expect(heading().textContent).toBe('About you');
    expect(document.activeElement).toBe(heading());
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
  });

  it('Submit checks the whole form: an error link to another page opens it and focuses the field', async () => {
    const { user, onSubmit } = setup();
    await user.click(button('Step 02 Your studies'));
    await user.type(screen.getByLabelText('GPA'), '3.7');
    await user.click(button('Submit'));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(within(summary()).getByRole('link', { name: /first name/i }));
    expect(heading().textContent).toBe('About you');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('Submit passes the answers with the hide rules applied: a hidden question’s answer is not sent', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(screen.getByLabelText('Yes'));
    await user.type(screen.getByLabelText('Sibling name'), 'Ann');
    await user.click(screen.getByLabelText('No'));
    await user.click(button('Continue'));
    await user.type(await screen.findByLabelText('GPA'), '3.7');
    await user.click(button('Submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const [answers, { state }] = onSubmit.mock.calls[0]!;
    expect(answers).toMatchObject({ first_name: 'Ada', has_sibling: 'N', gpa: '3.7' });
    expect(answers.sibling_name ?? '').toBe('');
    expect(state.answers).toEqual(answers);
  });

  it('Submit is busy while onSubmit runs, then shows what it resolves to, focused', async () => {
    let finish: (thanks: string) => void = () => undefined;
    const onSubmit = () => new Promise<string>((resolve) => (finish = resolve));
    const user = userEvent.setup();
    render(<Form form={twoPages} onSubmit={onSubmit} defaultAnswers={{ first_name: 'Ada' }} />);
    await user.click(button('Step 02 Your studies'));
    await user.type(screen.getByLabelText('GPA'), '3.7');
    await user.click(button('Submit'));
    await waitFor(() => expect(button('Submit').getAttribute('aria-disabled')).toBe('true'));
    finish('Thank you, Ada.');
    const thanks = await screen.findByText('Thank you, Ada.');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('a failing onSubmit is reported in an alert and the answers stay for another try', async () => {
    const onSubmit = vi
      .fn<FormProps['onSubmit']>()
      .mockRejectedValueOnce(new Error('Service unavailable'));
    const { user } = setup({ onSubmit, defaultAnswers: { first_name: 'Ada', gpa: '3.7' } });
    await user.click(button('Step 02 Your studies'));
    await user.click(button('Submit'));
    const alert = await screen.findByText(/could not be sent \(Service unavailable\)/);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(button('Submit').getAttribute('aria-disabled')).toBeNull();
    expect((screen.getByLabelText('GPA') as HTMLInputElement).value).toBe('3.7');
    await user.click(button('Submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({ first_name: 'Ada', gpa: '3.7' });
  });

  it('a { form, validator } module (the Vite plugin’s) validates with its own validator', async () => {
    const form = compileFormOrThrow(twoPages);
    const validatePage = vi.fn<FormValidator['validatePage']>(() => ({
      valid: false,
      errors: { first_name: ['Tell us your first name'] },
    }));
    const validator = { validatePage, validate: vi.fn() } as unknown as FormValidator;
    const { user } = setup({ form: { form, validator } });
    await user.click(button('Continue'));
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(validatePage).toHaveBeenCalledWith('you', expect.objectContaining({ answers: {} }));
    expect(within(summary()).getByRole('link', { name: 'Tell us your first name' })).toBeTruthy();
  });

  it('validation that cannot run: the unexpected-error alert on every press, logged once', async () => {
    const form = compileFormOrThrow(twoPages);
    const failure = new Error('The page’s policy forbids eval (a test)');
    const validatePage = vi.fn<FormValidator['validatePage']>(() => {
      throw failure;
    });
    const validator = { validatePage, validate: vi.fn() } as unknown as FormValidator;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = setup({ form: { form, validator } });
    for (const _ of [1, 2, 3]) await user.click(button('Continue'));
    await waitFor(() => expect(validatePage).toHaveBeenCalledTimes(3));
    expect((await screen.findByRole('alert')).textContent).toBe(en.unexpectedError);
    expect(logged.mock.calls).toEqual([[failure]]);
    logged.mockRestore();
  });

  it('speaks the catalogue given as messages', async () => {
    setup({ messages: { formContinue: 'Continuer', formSteps: 'Étapes' } });
    expect(button('Continuer')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Étapes' })).toBeTruthy();
  });
});

/**
 * Renders a one-page form compiled with a message catalogue (a locale of the host's own, such as
 * French), as a host that passes `compileForm(…, { messages })` would: the widgets read the
 * catalogue's `locale` for the order of dates and the decimal point.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  compileFormOrThrow,
  createFormStore,
  type DataModel,
  type FormDefinition,
} from '../../src/index.ts';
import type { FormMessagesOverride } from '../../src/core/messages/index.ts';
import { FormPage } from '../../src/renderer/form-page.tsx';
import { FormProvider } from '../../src/bindings/form-context.tsx';

/** The first page of `definition`, compiled with `messages` over English. */
export function renderInLocale(
  definition: FormDefinition,
  messages: FormMessagesOverride,
  model?: DataModel,
) {
  const form = compileFormOrThrow(definition, model, { messages });
  const store = createFormStore(form);
  const user = userEvent.setup();
  const result = render(
    <FormProvider store={store} mode="edit">
      <FormPage page={form.pages[0]!} />
    </FormProvider>,
  );
  return { ...result, store, user };
}

/**
 * Test helpers for widgets: render a small form (or one field) in a provider, with a store, a
 * toast spy and a user-event session, and check a container with axe-core.
 */
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { expect, vi } from 'vitest';
import {
  compileFormOrThrow,
  createFormStore,
  type DataModel,
  type Field,
  type FormDefinition,
  type FormSeed,
  type FormStore,
} from '../../src/index.ts';
import type { FormBackend } from '../../src/backend/form-backend.ts';
import { FormPage } from '../../src/renderer/form-page.tsx';
import { FormProvider, type FormMode, type FormToast } from '../../src/bindings/form-context.tsx';
import { ErrorSummary } from '../../src/renderer/error-summary.tsx';

/** A one-page definition around the given fields. */
export function pageOf(fields: Field[], extra: Partial<FormDefinition> = {}): FormDefinition {
  return {
    id: 'test',
    title: 'Test form',
    pages: [
      {
        id: 'about',
        path: '/about',
        title: 'About',
        stepLabel: 'Step 01',
        sections: [{ id: 'main', title: 'Main', fields }],
      },
    ],
    ...extra,
  };
}

export interface RenderFormOptions {
  readonly model?: DataModel;
  readonly seed?: FormSeed;
  readonly mode?: FormMode;
  readonly backend?: FormBackend;
  readonly now?: () => Date;
  /** Render the error summary above the page. */
  readonly summary?: boolean;
}

export interface RenderedForm extends RenderResult {
  readonly store: FormStore;
  readonly toasts: ReturnType<typeof vi.fn<(toast: FormToast) => void>>;
  /** The subjects the widgets reported a success about (`onSuccess`). */
  readonly successes: ReturnType<typeof vi.fn<(subject: string) => void>>;
  readonly user: UserEvent;
}

/** Renders the first page of a definition with every widget, as the portal would. */
export function renderForm(
  definition: FormDefinition,
  options: RenderFormOptions = {},
): RenderedForm {
  const form = compileFormOrThrow(definition, options.model);
  const store = createFormStore(form, options.seed);
  const toasts = vi.fn<(toast: FormToast) => void>();
  const successes = vi.fn<(subject: string) => void>();
  const user = userEvent.setup();
  const result = render(
    <FormProvider
      store={store}
      backend={options.backend}
      mode={options.mode ?? 'edit'}
      onToast={toasts}
      onSuccess={successes}
      now={options.now}
    >
      {options.summary && <ErrorSummary currentPath={form.pages[0]!.path} />}
      <FormPage page={form.pages[0]!} />
    </FormProvider>,
  );
  return { ...result, store, toasts, successes, user };
}

/** Runs axe-core (WCAG 2.x A/AA rules) on a container and expects no violation. */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    // jsdom has no layout: contrast is checked in the browser (Storybook's a11y addon).
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`),
  ).toEqual([]);
}

/**
 * Web-first assertions for playwright-core locators in Vitest's `expect`: playwright-core has no
 * test runner and so no `expect`; these poll the page until the condition holds (or, with
 * `.not`, stops holding) or the timeout passes, like `@playwright/test`'s matchers of the same
 * names. Imported for its effect by each spec.
 */
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

const DEFAULT_TIMEOUT_MS = 15_000;

interface Options {
  readonly timeout?: number;
}

interface LocatorMatchers {
  toHaveCount(count: number, options?: Options): Promise<void>;
  toBeVisible(options?: Options): Promise<void>;
  toBeFocused(options?: Options): Promise<void>;
  toBeChecked(options?: Options): Promise<void>;
  toHaveValue(value: string, options?: Options): Promise<void>;
  toHaveText(text: string | RegExp, options?: Options): Promise<void>;
}

declare module 'vitest' {
  // The type parameter must match Vitest's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface Matchers<T = any> extends LocatorMatchers {}
}

/**
 * Polls `read` until `accept(value)` equals the wanted outcome (true, or false under `.not`).
 * Errors while reading (an element detached by a re-render) count as a miss.
 */
async function poll<V>(
  isNot: boolean,
  read: () => Promise<V>,
  accept: (value: V) => boolean,
  describe: (value: V | undefined) => string,
  timeout = DEFAULT_TIMEOUT_MS,
) {
  const deadline = Date.now() + timeout;
  let last: V | undefined;
  for (;;) {
    try {
      last = await read();
      if (accept(last) !== isNot) return { pass: !isNot, message: () => describe(last) };
    } catch {
      last = undefined;
    }
    if (Date.now() > deadline) return { pass: isNot, message: () => describe(last) };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const name = (locator: Locator) => String(locator);

expect.extend({
  toHaveCount(locator: Locator, count: number, options?: Options) {
    return poll(
      this.isNot === true,
      () => locator.count(),
      (n) => n === count,
      (n) =>
        `expected ${name(locator)} ${this.isNot === true ? 'not ' : ''}to match ${count}, got ${n}`,
      options?.timeout,
    );
  },
  toBeVisible(locator: Locator, options?: Options) {
    return poll(
      this.isNot === true,
      () => locator.isVisible(),
      (visible) => visible,
      () => `expected ${name(locator)} ${this.isNot === true ? 'not ' : ''}to be visible`,
      options?.timeout,
    );
  },
  toBeFocused(locator: Locator, options?: Options) {
    return poll(
      this.isNot === true,
      () =>
        locator.evaluate((element) => ({
          focused: element === document.activeElement,
          active: document.activeElement?.outerHTML.slice(0, 160) ?? 'nothing',
        })),
      (state) => state.focused,
      (state) =>
        `expected ${name(locator)} ${this.isNot === true ? 'not ' : ''}to be focused; focus is on ${state?.active}`,
      options?.timeout,
    );
  },
  toBeChecked(locator: Locator, options?: Options) {
    return poll(
      this.isNot === true,
      () => locator.isChecked(),
      (checked) => checked,
      () => `expected ${name(locator)} ${this.isNot === true ? 'not ' : ''}to be checked`,
      options?.timeout,
    );
  },
  toHaveValue(locator: Locator, value: string, options?: Options) {
    return poll(
      this.isNot === true,
      () => locator.inputValue(),
      (actual) => actual === value,
      (actual) => `expected ${name(locator)} to have value "${value}", got "${actual}"`,
      options?.timeout,
    );
  },
  toHaveText(locator: Locator, text: string | RegExp, options?: Options) {
    return poll(
      this.isNot === true,
      async () => ((await locator.textContent()) ?? '').trim(),
      (actual) => (typeof text === 'string' ? actual === text : text.test(actual)),
      (actual) => `expected ${name(locator)} to have text ${String(text)}, got "${actual}"`,
      options?.timeout,
    );
  },
});

/**
 * Test set-up for the portal's component tests: React Testing Library's cleanup after each test
 * (Vitest runs without globals), and what jsdom lacks that axe-core uses.
 */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
// axe-core escapes selectors with CSS.escape, which jsdom does not provide.
const css = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ?? {};
css.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

// jsdom has <dialog> but not showModal()/close() nor their Escape and focus: the browser's part,
// minimal, as in the engine's set-up (Chromium runs the real one: first-load.e2e.test.ts).
const dialog = HTMLDialogElement.prototype;
dialog.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
  this.querySelector<HTMLElement>('button, [href], input, select, textarea')?.focus();
};
dialog.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};
document.addEventListener('keydown', (event) => {
  const open = [...document.querySelectorAll('dialog[open]')].at(-1);
  if (event.key === 'Escape' && open?.dispatchEvent(new Event('cancel', { cancelable: true })))
    open.removeAttribute('open');
});

// The code split into chunks of its own (the footer's dialogs, the account popover, the idle
// guard, the engine's autocomplete and dialogs) loads before the tests, as a page preloads it once the first
// page has rendered; the stand-ins and the loading itself are tested in the engine
// (lazy-component.test.tsx) and in the browser (first-load.e2e.test.ts).
const { preloadWidgets } = await import('@admissions/form-engine/react');
const { preloadAccountMenu } = await import('../src/shell/account-popover.tsx');
const { IdleGuard } = await import('../src/inactivity/idle-guard.tsx');
await Promise.all([preloadWidgets(), preloadAccountMenu(), IdleGuard.preload()]);

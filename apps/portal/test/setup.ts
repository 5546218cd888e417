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

// jsdom has no Popover API (the account popover, issue 31): showPopover()/hidePopover() and the
// light dismiss of popover="auto" (Escape, a click outside), with the toggle events; minimal, as
// for the dialog (Chromium runs the real one: account-popover.e2e.test.ts).
const popovers: HTMLElement[] = [];
const html = HTMLElement.prototype;
const toggle = (element: HTMLElement, newState: 'open' | 'closed') => {
  const oldState = newState === 'open' ? 'closed' : 'open';
  element.dispatchEvent(Object.assign(new Event('beforetoggle'), { oldState, newState }));
  if (newState === 'open') popovers.push(element);
  else popovers.splice(popovers.indexOf(element), 1);
  // jsdom's own stylesheet hides [popover] unless :popover-open, which it never matches.
  element.toggleAttribute('data-popover-open', newState === 'open');
  element.dispatchEvent(Object.assign(new Event('toggle'), { oldState, newState }));
};
document.head.append(
  Object.assign(document.createElement('style'), {
    textContent: '[popover][data-popover-open] { display: block }',
  }),
);
const shown = () => popovers.filter((element) => element.isConnected).at(-1);
html.showPopover ??= function (this: HTMLElement) {
  if (!popovers.includes(this)) toggle(this, 'open');
};
html.hidePopover ??= function (this: HTMLElement) {
  if (popovers.includes(this)) toggle(this, 'closed');
};
html.togglePopover ??= function (this: HTMLElement) {
  (popovers.includes(this) ? this.hidePopover : this.showPopover).call(this);
  return popovers.includes(this);
};
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && !event.defaultPrevented) shown()?.hidePopover();
});
document.addEventListener('pointerup', (event) => {
  const open = shown();
  if (open && !open.contains(event.target as Node)) open.hidePopover();
});

// The code split into chunks of its own (the footer's dialogs, the account popover, the idle
// guard, the engine's autocomplete and dialogs) loads before the tests, as a page preloads it once the first
// page has rendered; the stand-ins and the loading itself are tested in the engine
// (lazy-component.test.tsx) and in the browser (first-load.e2e.test.ts).
const { preloadWidgets } = await import('@admissions/form-engine/react');
const { preloadAccountMenu } = await import('../src/shell/account-popover.tsx');
const { IdleGuard } = await import('../src/inactivity/idle-guard.tsx');
await Promise.all([preloadWidgets(), preloadAccountMenu(), IdleGuard.preload()]);

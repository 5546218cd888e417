/**
 * Test set-up for every form-engine test file: React Testing Library's cleanup after each test
 * (Vitest runs without globals), and what jsdom lacks that axe-core and the widgets use.
 */
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
  // axe-core escapes selectors with CSS.escape, which jsdom does not provide.
  const css = (globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ?? {};
  css.escape ??= (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
  (globalThis as { CSS?: unknown }).CSS = css;
  // jsdom has <dialog> but not showModal()/close() nor their Escape: the browser's part, minimal
  // (Chromium runs the real one in test/csp/strict-csp.test.ts).
  const dialog = HTMLDialogElement.prototype;
  dialog.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  document.addEventListener('keydown', (event) => {
    const open = document.querySelector('dialog[open]');
    if (event.key === 'Escape' && open?.dispatchEvent(new Event('cancel', { cancelable: true })))
      open.removeAttribute('open');
  });
  // The widgets split into chunks (autocomplete, dialogs) load before the tests, so they render
  // at once as in a page that preloaded them; their loading is tested in lazy-component.test.tsx.
  const { preloadWidgets } = await import('../src/renderer/registry.ts');
  await preloadWidgets();
}

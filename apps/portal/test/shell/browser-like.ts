/**
 * Makes jsdom look like the evergreen browsers the portal targets, where Floating UI behaves
 * as it does in production. Import for its side effects before rendering floating elements.
 *
 * - jsdom reports `navigator.vendor` "Apple Computer, Inc.", so Floating UI takes its Safari
 *   branch and gives its invisible focus guards `role="button"` for VoiceOver; axe then flags
 *   those nameless guards (floating-ui/floating-ui#2823). A Chromium vendor keeps the guards
 *   `aria-hidden` as in Chrome and Firefox, which is also where the end-to-end axe runs happen.
 * - jsdom has no `HTMLElement.prototype.inert`, so Floating UI falls back to `aria-hidden` for
 *   the page behind a modal. Every target browser supports `inert`; reflecting the attribute
 *   lets the tests see the real mechanism.
 */
Object.defineProperty(navigator, 'vendor', { value: 'Google Inc.', configurable: true });

if (!('inert' in HTMLElement.prototype)) {
  Object.defineProperty(HTMLElement.prototype, 'inert', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('inert');
    },
    set(this: HTMLElement, value: boolean) {
      this.toggleAttribute('inert', Boolean(value));
    },
  });
}

import type { MouseEvent } from 'react';

/**
 * A plain primary-button click, which the shell hands to the host (to save answers first). A
 * click with a modifier key or another button is left to the browser, so "open in a new tab"
 * still works on the shell's links.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

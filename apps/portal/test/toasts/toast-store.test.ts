/** The toast store's rules of issue 27: one toast per cause, and toasts leave with their page. */
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissCause, showToast, toastStore } from '../../src/toasts/toast-store.ts';

const messages = () => toastStore.getState().toasts.map((t) => t.message);

describe('toasts', () => {
  beforeEach(() => toastStore.setState({ toasts: [], page: '' }));

  it('are never stacked for one cause: the newer replaces the older', () => {
    toastStore.getState().leavePage('/about');
    const offline = { severity: 'error', label: 'Offline', message: 'Offline.' } as const;
    showToast({ ...offline, cause: 'save:offline' });
    showToast({ ...offline, cause: 'save:offline' });
    // Without a cause, the same label and message are one cause.
    showToast({ severity: 'error', label: 'Error', message: 'Too long.' });
    showToast({ severity: 'error', label: 'Error', message: 'Too long.' });
    expect(messages()).toEqual(['Offline.', 'Too long.']);
    dismissCause('save:offline');
    expect(messages()).toEqual(['Too long.']);
  });

  it('leave with their page; those raised before a page was known belong to the first', () => {
    showToast({ severity: 'success', label: 'Success Notification', message: 'Before.' });
    toastStore.getState().leavePage('/about');
    showToast({ severity: 'success', label: 'Success Notification', message: 'Saved.' });
    expect(messages()).toEqual(['Before.', 'Saved.']);
    toastStore.getState().leavePage('/education');
    expect(messages()).toEqual([]);
  });
});

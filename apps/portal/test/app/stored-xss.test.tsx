import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal, student, useFakeBackend } from './app-harness.tsx';

useFakeBackend();

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload="window.__xss=1">',
  '<script>window.__xss=1</script>',
];

describe('answers holding markup are shown as text, never run (stored XSS)', () => {
  it('in the form', async () => {
    student.profile.answer = {
      first_name: PAYLOADS[0]!,
      preferred_name: PAYLOADS[1]!,
      middle_name: PAYLOADS[2]!,
    };
    renderPortal('/about');
    const first = (await screen.findByLabelText(/Legal First\/Given Name/)) as HTMLInputElement;
    expect(first.value).toBe(PAYLOADS[0]);
    const preferred = screen.getByLabelText(/Preferred First Name/) as HTMLInputElement;
    expect(preferred.value).toBe(PAYLOADS[1]);
    expect(document.querySelector('img[src="x"], svg[onload], script')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('in the banner that thanks a submitted applicant by name', async () => {
    student.profile.answer = { preferred_name: PAYLOADS[1]! };
    student.profile.web_status = [
      { web_status: 'started' },
      { web_status: 'validating' },
      { web_status: 'submitted' },
    ];
    renderPortal('/completion');
    expect(
      await screen.findByText(
        new RegExp(`Thanks, ${PAYLOADS[1]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      ),
    ).toBeTruthy();
    expect(document.querySelector('svg[onload]')).toBeNull();
  });

  it('in the read-only service view', async () => {
    renderPortal('/about?service_token=good', { loggedIn: false });
    await screen.findByText('Serviced');
    expect(document.querySelector('script, img[onerror], svg[onload]')).toBeNull();
  });
});

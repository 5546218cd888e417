/**
 * Issue 15, the look, in the rendered portal: one primary action per page, first (GOV.UK order),
 * Save secondary; optional questions marked and required ones not, a required-when question
 * following its condition; the auth cards inside the portal's header and footer; the completion
 * page's next steps from the partner's constants and the spinner while the PDF copy is prepared.
 * (The look itself is checked by eye in the e2e gallery, gallery.e2e.test.ts.)
 */
import { PARTNER } from '@admissions/partner-config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PREPARING_PDF } from '../../src/pages/completion-page.tsx';
import { renderPortal, student, useFakeBackend } from './app-harness.tsx';

useFakeBackend();

const actionButtons = () =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('.portal-page-actions button'));

describe('action hierarchy', () => {
  it('puts the one primary action first, then Save as a secondary button', async () => {
    renderPortal('/about');
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    const [first, second, ...rest] = actionButtons();
    expect(rest).toEqual([]);
    expect(first!.textContent).toBe('Save and Continue');
    expect(first!.className).toContain('portal-button-primary');
    expect(second!.textContent).toBe('Save');
    expect(second!.className).toContain('portal-button-secondary');
    expect(second!.className).not.toContain('portal-button-primary');
    expect(document.querySelectorAll('.portal-button-primary')).toHaveLength(1);
  });

  it('makes Submit the primary action of the last page', async () => {
    renderPortal('/final-steps');
    await screen.findByRole('heading', { level: 1, name: 'Final Steps' });
    expect(actionButtons().map((b) => [b.textContent, b.className.includes('primary')])).toEqual([
      ['Submit', true],
      ['Save', false],
    ]);
  });
});

describe('optional questions', () => {
  it('marks the optional ones after the label, not the required ones, without renaming them', async () => {
    renderPortal('/about');
    await screen.findByRole('heading', { level: 1, name: 'About You' });
    const middle = screen.getByRole('textbox', { name: 'Middle Name' });
    const marker = document.getElementById(`${middle.id}-optional`)!;
    expect(marker.textContent).toBe(' (optional)');
    expect(middle.getAttribute('aria-describedby')?.split(' ')).toContain(marker.id);
    const first = screen.getByRole('textbox', { name: 'Legal First/Given Name' });
    expect(document.getElementById(`${first.id}-optional`)).toBeNull();
    expect(first.closest('.fe-field')!.textContent).not.toContain('(optional)');
  });

  it('marks a required-when question optional only while its condition does not hold', async () => {
    const user = userEvent.setup();
    renderPortal('/education');
    await screen.findByRole('heading', { level: 1, name: 'Your Education' });
    const campus = () => document.getElementById('campus_location-optional');
    expect(campus()?.textContent).toBe(' (optional)');
    const early = screen.getByRole('group', { name: 'Are you applying for early admission?' });
    await user.click(within(early).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(campus()).toBeNull());
    await user.click(within(early).getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(campus()?.textContent).toBe(' (optional)'));
  });
});

describe('auth screens in the portal shell', () => {
  it('shows the partner’s name, a link back to the application and the footer around the card', async () => {
    renderPortal('/login', { loggedIn: false });
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    const header = screen.getByRole('banner');
    expect(header.textContent).toContain(PARTNER.schoolName);
    expect(within(header).getByRole('link', { name: 'Back to the application' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain(PARTNER.schoolName);
  });
});

describe('the completion page', () => {
  const submitted = () => {
    student.profile.web_status = [
      { web_status: 'started' },
      { web_status: 'validating' },
      { web_status: 'submitted' },
    ];
  };

  it('shows the spinner while the PDF copy is prepared', async () => {
    submitted();
    renderPortal('/completion');
    const status = await screen.findByRole('status', { name: PREPARING_PDF });
    expect(status.querySelector('.portal-spinner-circle')!.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(status.textContent).toBe(PREPARING_PDF);
  });

  it('lists the partner’s next steps: FAFSA, ACT and SAT codes, interview and dean’s form', async () => {
    submitted();
    renderPortal('/completion');
    const steps = await screen.findByRole('region', { name: 'Your next steps' });
    const text = steps.textContent!;
    expect(text).toContain(PARTNER.financialAid.fafsaCode);
    expect(text).toContain(`Send ACT scores with code ${PARTNER.act.code}`);
    expect(text).toContain(`send SAT scores with code ${PARTNER.sat.code}`);
    const hrefs = within(steps)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        PARTNER.financialAid.fafsaUrl,
        PARTNER.act.url,
        PARTNER.sat.url,
        PARTNER.interviewUrl,
        PARTNER.deanFormUrl,
      ]),
    );
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
  });
});

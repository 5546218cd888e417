import { PARTNER } from '@admissions/partner-config';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../src/shell/footer.tsx';
import { PrivacyModal } from '../../src/shell/privacy-modal.tsx';
import { TechnicalHelpModal } from '../../src/shell/technical-help-modal.tsx';
import { expectNoAxeViolations } from './axe.ts';

const hrefs = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));

describe('Footer', () => {
  it('shows the school name and postal address from PARTNER, and passes axe', async () => {
    const { container } = render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(PARTNER.schoolName)).toBeTruthy();
    const address = footer.querySelector('address')!;
    expect(address.textContent).toContain(PARTNER.address.line1);
    expect(address.textContent).toContain(
      `${PARTNER.address.city}, ${PARTNER.address.state} ${PARTNER.address.zip}`,
    );
    await expectNoAxeViolations(container);
  });

  it('opens Technical Help and returns focus to its button on Escape', async () => {
    const user = userEvent.setup();
    render(<Footer />);
    const button = screen.getByRole('button', { name: 'Technical Help' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Technical Help' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('opens the privacy notice and closes it with Close', async () => {
    const user = userEvent.setup();
    render(<Footer now={() => new Date(2031, 5, 1)} />);
    const button = screen.getByRole('button', { name: 'Privacy Policy and Cookie Notice' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy and Cookie Notice' });
    expect(dialog.textContent).toContain('© 2031');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe('TechnicalHelpModal', () => {
  it('gives the help e-mail, the PDF reader note and phone, e-mail and postal contact; passes axe', async () => {
    render(<TechnicalHelpModal open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Technical Help' });
    expect(hrefs(dialog)).toEqual([
      `mailto:${PARTNER.helpEmail}`,
      `tel:${PARTNER.phone.replace(/[^\d]/g, '')}`,
      `mailto:${PARTNER.admissionEmail}`,
    ]);
    expect(dialog.textContent).toMatch(/may need a PDF reader/);
    expect(within(dialog).getByText('Phone')).toBeTruthy();
    expect(within(dialog).getByText('E-mail')).toBeTruthy();
    expect(within(dialog).getByText('Mail')).toBeTruthy();
    expect(dialog.querySelector('address')!.textContent).toContain(PARTNER.address.line1);
    await expectNoAxeViolations(document.body);
  });
});

describe('PrivacyModal', () => {
  const now = () => new Date(2030, 0, 15);

  it('explains the two cookies and that there are no analytics cookies; passes axe', async () => {
    render(<PrivacyModal open onClose={() => {}} now={now} />);
    const dialog = await screen.findByRole('dialog', { name: 'Privacy Policy and Cookie Notice' });
    expect(dialog.className).toContain('portal-modal--sm');
    expect(within(dialog).getByText('session cookie')).toBeTruthy();
    expect(within(dialog).getByText('logged-in indicator cookie')).toBeTruthy();
    expect(dialog.textContent).toMatch(/uses only two/);
    expect(dialog.textContent).toMatch(/no analytics or advertising cookies/);
    await expectNoAxeViolations(document.body);
  });

  it('links to browser cookie help, the privacy policy and an analytics opt-out, in new tabs', async () => {
    render(<PrivacyModal open onClose={() => {}} now={now} />);
    const dialog = await screen.findByRole('dialog');
    for (const browser of ['Google Chrome', 'Mozilla Firefox', 'Apple Safari', 'Microsoft Edge']) {
      const link = within(dialog).getByRole('link', { name: `${browser} (opens in a new tab)` });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    const policy = within(dialog).getByRole('link', {
      name: 'privacy policy (opens in a new tab)',
    });
    expect(policy.getAttribute('href')).toBe(PARTNER.privacyPolicyUrl);
    expect(within(dialog).getByRole('heading', { name: 'Opting out of analytics' })).toBeTruthy();
    for (const link of within(dialog).getAllByRole('link', { name: /opens in a new tab/ })) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('says how to contact the institution and ends with a copyright line for this year', async () => {
    render(<PrivacyModal open onClose={() => {}} now={now} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(hrefs(dialog)).toEqual(
      expect.arrayContaining([`mailto:${PARTNER.admissionEmail}`, expect.stringMatching(/^tel:/)]),
    );
    expect(dialog.querySelector('address')!.textContent).toContain(PARTNER.address.zip);
    expect(
      within(dialog).getByText(`© 2030 ${PARTNER.schoolName}. All rights reserved.`),
    ).toBeTruthy();
  });
});

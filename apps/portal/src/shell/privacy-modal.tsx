import { PARTNER } from '@admissions/partner-config';
import { Modal } from '../ui/modal.tsx';
import './shell.css';
import { PartnerAddress, telHref } from './partner-address.tsx';

export interface PrivacyModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The clock for the copyright year; tests pass a fixed date. */
  readonly now?: () => Date;
}

/** Where each major browser explains how to see, block and delete cookies. */
export const BROWSER_COOKIE_HELP = [
  { browser: 'Google Chrome', url: 'https://support.google.com/chrome/answer/95647' },
  {
    browser: 'Mozilla Firefox',
    url: 'https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox',
  },
  {
    browser: 'Apple Safari',
    url: 'https://support.apple.com/guide/safari/manage-cookies-sfri11471/mac',
  },
  {
    browser: 'Microsoft Edge',
    url: 'https://support.microsoft.com/microsoft-edge/delete-cookies-in-microsoft-edge-63947406-40ac-c3b8-57b9-2a946a29ae09',
  },
] as const;

/**
 * External links open in a new tab, and say so: following one in the same tab would leave the
 * application, and a guest's answers live only in this page.
 */
function ExternalLink({ href, children }: { readonly href: string; readonly children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="portal-sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * The footer's "Privacy Policy and Cookie Notice" dialog (application form §4): which cookies
 * the portal sets (a session cookie and a logged-in indicator only, no analytics), browser help
 * on cookies, opting out of analytics, how to contact the institution, and a copyright line with
 * the current year.
 */
export function PrivacyModal({ open, onClose, now = () => new Date() }: PrivacyModalProps) {
  return (
    <Modal open={open} title="Privacy Policy and Cookie Notice" size="sm" onClose={onClose}>
      <div className="portal-info">
        <p>
          {PARTNER.schoolName} respects your privacy. This notice explains how the application
          portal uses cookies. Our full{' '}
          <ExternalLink href={PARTNER.privacyPolicyUrl}>privacy policy</ExternalLink> describes how
          we collect, use and protect your information.
        </p>

        <h3>Cookies on this portal</h3>
        <p>
          A cookie is a small file a website stores in your browser. This portal uses only two, both
          needed for it to work:
        </p>
        <ul>
          <li>
            a <strong>session cookie</strong>, which keeps you securely logged in while you work on
            your application;
          </li>
          <li>
            a <strong>logged-in indicator cookie</strong>, which tells the portal that you are
            logged in.
          </li>
        </ul>
        <p>
          The portal sets no analytics or advertising cookies. If you block cookies, you can still
          read and fill in the application, but you will not be able to log in and save it.
        </p>

        <h3>Managing cookies in your browser</h3>
        <p>Your browser can show, block and delete cookies. Its help explains how:</p>
        <ul>
          {BROWSER_COOKIE_HELP.map(({ browser, url }) => (
            <li key={browser}>
              <ExternalLink href={url}>{browser}</ExternalLink>
            </li>
          ))}
        </ul>

        <h3>Opting out of analytics</h3>
        <p>
          This portal does not use analytics. Other {PARTNER.schoolShortName} websites may; you can
          opt out of them by blocking third-party cookies, by turning on your browser’s Global
          Privacy Control setting, or with the{' '}
          <ExternalLink href="https://tools.google.com/dlpage/gaoptout">
            Google Analytics Opt-out Browser Add-on
          </ExternalLink>
          .
        </p>

        <h3>Contact us</h3>
        <p>
          For questions about this notice or about your information, contact {PARTNER.schoolName}:
        </p>
        <dl>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${PARTNER.admissionEmail}`}>{PARTNER.admissionEmail}</a>
          </dd>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(PARTNER.phone)}>{PARTNER.phone}</a>
          </dd>
          <dt>Mail</dt>
          <dd>
            <PartnerAddress />
          </dd>
        </dl>

        <p className="portal-info-copyright">
          © {now().getFullYear()} {PARTNER.schoolName}. All rights reserved.
        </p>
      </div>
    </Modal>
  );
}

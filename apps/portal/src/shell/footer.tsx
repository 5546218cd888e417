import { PARTNER } from '@admissions/partner-config';
import { lazy, Suspense, useState } from 'react';
import '../ui/ui.css';
import './shell.css';
import { PartnerAddress } from './partner-address.tsx';

// The dialogs' text loads when first asked for (or once the page is idle, see main.tsx): it is
// not part of the first page (issue 30's 150 KB).
const loadHelp = () => import('./technical-help-modal.tsx');
const loadPrivacy = () => import('./privacy-modal.tsx');
const TechnicalHelpModal = lazy(() => loadHelp().then((m) => ({ default: m.TechnicalHelpModal })));
const PrivacyModal = lazy(() => loadPrivacy().then((m) => ({ default: m.PrivacyModal })));

/** Loads the footer's dialogs ahead of a click; a failure is retried by the click. */
export function preloadFooterDialogs(): Promise<unknown> {
  return Promise.all([loadHelp(), loadPrivacy()]);
}

export interface FooterProps {
  /** The clock for the privacy notice's copyright year; tests pass a fixed date. */
  readonly now?: () => Date;
}

/**
 * The page footer (§1, §2): the school's name and postal address, and buttons opening the
 * Technical Help and the Privacy Policy and Cookie Notice dialogs. Buttons, not links: they open
 * a dialog on this page rather than go anywhere, and the dialog returns focus to them.
 */
export function Footer({ now }: FooterProps) {
  const [dialog, setDialog] = useState<'help' | 'privacy' | null>(null);
  // Each dialog stays mounted once opened, so closing it returns focus as a mounted modal does.
  const [opened, setOpened] = useState({ help: false, privacy: false });
  const open = (which: 'help' | 'privacy') => {
    setOpened((was) => ({ ...was, [which]: true }));
    setDialog(which);
  };
  const close = () => setDialog(null);
  return (
    <footer className="portal-footer">
      <div className="portal-footer-inner">
        <div>
          <p className="portal-footer-name">{PARTNER.schoolName}</p>
          <PartnerAddress className="portal-footer-address" />
        </div>
        <ul className="portal-footer-links">
          <li>
            <button
              type="button"
              className="portal-footer-button"
              aria-haspopup="dialog"
              onClick={() => open('help')}
            >
              Technical Help
            </button>
          </li>
          <li>
            <button
              type="button"
              className="portal-footer-button"
              aria-haspopup="dialog"
              onClick={() => open('privacy')}
            >
              Privacy Policy and Cookie Notice
            </button>
          </li>
        </ul>
      </div>
      <Suspense fallback={null}>
        {opened.help && <TechnicalHelpModal open={dialog === 'help'} onClose={close} />}
        {opened.privacy && <PrivacyModal open={dialog === 'privacy'} onClose={close} now={now} />}
      </Suspense>
    </footer>
  );
}

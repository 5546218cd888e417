import { PARTNER } from '@admissions/partner-config';
import { useState } from 'react';
import '../ui/ui.css';
import './shell.css';
import { PartnerAddress } from './partner-address.tsx';
import { PrivacyModal } from './privacy-modal.tsx';
import { TechnicalHelpModal } from './technical-help-modal.tsx';

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
              onClick={() => setDialog('help')}
            >
              Technical Help
            </button>
          </li>
          <li>
            <button
              type="button"
              className="portal-footer-button"
              aria-haspopup="dialog"
              onClick={() => setDialog('privacy')}
            >
              Privacy Policy and Cookie Notice
            </button>
          </li>
        </ul>
      </div>
      <TechnicalHelpModal open={dialog === 'help'} onClose={close} />
      <PrivacyModal open={dialog === 'privacy'} onClose={close} now={now} />
    </footer>
  );
}

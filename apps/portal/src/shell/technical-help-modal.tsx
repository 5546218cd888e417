import { PARTNER } from '@admissions/partner-config';
import { Modal } from '../ui/modal.tsx';
import './shell.css';
import { PartnerAddress, telHref } from './partner-address.tsx';

export interface TechnicalHelpModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The footer's Technical Help dialog (§2): the help e-mail, a note that some files may need a
 * PDF reader, and how to reach the admission office by phone, e-mail and post.
 */
export function TechnicalHelpModal({ open, onClose }: TechnicalHelpModalProps) {
  return (
    <Modal open={open} title="Technical Help" onClose={onClose}>
      <div className="portal-info">
        <p>
          Having trouble with the application? E-mail{' '}
          <a href={`mailto:${PARTNER.helpEmail}`}>{PARTNER.helpEmail}</a> and tell us what happened,
          including the page you were on.
        </p>
        <p>
          Some files, such as the PDF copy of your application, may need a PDF reader to open. Most
          browsers include one; otherwise, install a free PDF reader.
        </p>
        <h3>Questions about admission?</h3>
        <p>Contact the {PARTNER.schoolName} admission office:</p>
        <dl>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(PARTNER.phone)}>{PARTNER.phone}</a>
          </dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${PARTNER.admissionEmail}`}>{PARTNER.admissionEmail}</a>
          </dd>
          <dt>Mail</dt>
          <dd>
            Admission Office, {PARTNER.schoolName}
            <PartnerAddress />
          </dd>
        </dl>
      </div>
    </Modal>
  );
}

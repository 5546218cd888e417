import { PARTNER } from '@admissions/partner-config';
import { Fragment } from 'react';

/** The partner's postal address as lines: street, optional second line, "City, ST 12345". */
export function partnerAddressLines(): string[] {
  const { line1, line2, city, state, zip } = PARTNER.address;
  return [line1, ...(line2 ? [line2] : []), `${city}, ${state} ${zip}`];
}

/** The partner's postal address, one line per line, for the footer and the help dialogs. */
export function PartnerAddress({ className }: { readonly className?: string }) {
  const lines = partnerAddressLines();
  return (
    <address className={className}>
      {lines.map((line, i) => (
        <Fragment key={line}>
          {line}
          {i < lines.length - 1 && <br />}
        </Fragment>
      ))}
    </address>
  );
}

/** `tel:` link target: digits only, as dialers expect. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

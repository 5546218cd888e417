import { PARTNER } from '@admissions/partner-config';

/**
 * The header's identity on every screen (application pages and auth cards alike): the partner's
 * name, and the application's title beside it (under it on a phone).
 */
export function PartnerBrand({ title }: { readonly title: string }) {
  return (
    <p className="portal-brand">
      <span className="portal-brand-name">{PARTNER.schoolName}</span>
      <span className="portal-brand-title">{title}</span>
    </p>
  );
}

import { en, type FormMessages } from '../core/messages/index.ts';
import { useMessages } from '../bindings/form-context.tsx';

/**
 * Who and what a printed copy is about, for the header block on its first page. Every line is
 * optional: a host shows what it knows (the service view has only the answers; the server's PDF
 * copy also knows the account, the submission time and the reference).
 */
export interface PrintableHeaderInfo {
  /** The institution's name, above the form title. */
  readonly partnerName?: string;
  readonly applicantName?: string;
  readonly applicantEmail?: string;
  /**
   * When the application was submitted; `null` when it is not yet (the line then says so, with
   * {@link printedAt}); left out, no submission line.
   */
  readonly submittedAt?: Date | null;
  /** When the copy was made (default: now). */
  readonly printedAt?: Date;
  /** The application's reference, for the admissions office's files. */
  readonly reference?: string;
  /** IANA time zone of the dates (default: the runtime's own). */
  readonly timeZone?: string;
  /** BCP 47 locale of the dates (default: the message catalogue's `locale`, `en-US` in English). */
  readonly locale?: string;
}

/** "November 24, 2026 at 6:30 PM UTC": date, time and zone, so a reader need not guess. */
export function formatDateTime(date: Date, locale = 'en-US', timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** "November 24, 2026". */
export function formatDay(date: Date, locale = 'en-US', timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** The header lines, label and value, in their printed order (shared by tests and hosts). */
export function headerLines(
  info: PrintableHeaderInfo,
  messages: FormMessages = en,
): readonly (readonly [string, string])[] {
  const m = messages;
  const locale = info.locale ?? messages.locale;
  const lines: (readonly [string, string])[] = [];
  if (info.applicantName) lines.push([m.printApplicant, info.applicantName]);
  if (info.applicantEmail) lines.push([m.printEmail, info.applicantEmail]);
  if (info.submittedAt !== undefined)
    lines.push([
      m.printSubmitted,
      info.submittedAt
        ? formatDateTime(info.submittedAt, locale, info.timeZone)
        : m.printNotYetSubmitted({
            printed: formatDay(info.printedAt ?? new Date(), locale, info.timeZone),
          }),
    ]);
  if (info.reference) lines.push([m.printReference, info.reference]);
  return lines;
}

/**
 * The first page's header block: the partner's name, the form's title (the document's h1) and
 * the applicant's details as a description list.
 */
export function PrintableHeader({
  title,
  info,
}: {
  readonly title: string;
  readonly info: PrintableHeaderInfo | undefined;
}) {
  const messages = useMessages();
  const lines = info ? headerLines(info, messages) : [];
  return (
    <div className="fe-printable-header">
      {info?.partnerName && <p className="fe-printable-partner">{info.partnerName}</p>}
      <h1 className="fe-printable-title">{title}</h1>
      {lines.length > 0 && (
        <dl className="fe-printable-details">
          {lines.map(([label, value]) => (
            <div key={label} className="fe-printable-detail">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

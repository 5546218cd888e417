import type { VariantName } from '@admissions/partner-config';

/** What the server tells the portal about this deployment (meta tags it writes into the page). */
export interface PortalConfig {
  /** The application variant (`FORM_VARIANT`). */
  readonly variant: VariantName;
  /** Inactivity logout, matching the server's session idle timeout (§9: 15 minutes). */
  readonly idleTimeoutMs: number;
  /** The "Still working?" dialog shows this long before the logout (§9: 1 minute). */
  readonly idleWarningMs: number;
}

export const DEFAULT_IDLE_TIMEOUT_MS = 900_000;
export const DEFAULT_IDLE_WARNING_MS = 60_000;

const meta = (doc: Document, name: string) =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

/**
 * Reads the deployment's settings from `<meta name="admissions-…">` tags, which the server writes
 * into index.html when it serves it, with the specification's defaults where a tag is missing
 * (the Vite dev server, tests).
 */
export function readPortalConfig(doc: Document = document): PortalConfig {
  const variant = meta(doc, 'admissions-variant') === 'transfer' ? 'transfer' : 'undergraduate';
  const timeout = Number(meta(doc, 'admissions-idle-timeout-ms'));
  const idleTimeoutMs = timeout > 0 ? timeout : DEFAULT_IDLE_TIMEOUT_MS;
  return {
    variant,
    idleTimeoutMs,
    // Never a warning longer than half the timeout (a shortened timeout in tests).
    idleWarningMs: Math.min(DEFAULT_IDLE_WARNING_MS, Math.floor(idleTimeoutMs / 2)),
  };
}

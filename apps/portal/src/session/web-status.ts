import { WEB_STATUSES, type WebStatus as RecordedStatus } from '@admissions/api/constants';
import type { Profile } from '../api/portal-api.ts';

/**
 * The application's status (§4): the specification's `web_status`. The portal keeps it in its
 * session store; the engine knows only whether the form shows its errors, which the portal turns
 * on exactly while the status is validating (§5, see `createPortal`).
 */
export type WebStatus = 'none' | RecordedStatus;

const RECOGNISED: ReadonlySet<string> = new Set(WEB_STATUSES);
const BY_COUNT: readonly WebStatus[] = ['none', ...WEB_STATUSES];

/**
 * The application status from the profile's entries (§4): the number of distinct recognised
 * entries — 0 none, 1 started, 2 validating, 3 submitted.
 */
export function webStatusOf(entries: Profile['web_status']): WebStatus {
  const distinct = new Set(
    entries.map((e) => e.web_status).filter((s): s is string => !!s && RECOGNISED.has(s)),
  );
  return BY_COUNT[Math.min(distinct.size, 3)]!;
}

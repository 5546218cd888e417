/**
 * Every constant that crosses the wire between the server and its clients, defined here once:
 * the server, the portal and the docs read them from this file (issue 31).
 *
 * Plain values only, no imports: the portal's first page loads this module.
 */

/**
 * The statuses an application records (specification §4): a client posts `started` or
 * `validating`; `submitted` is recorded by `POST /api/submit` only.
 */
export const WEB_STATUSES = ['started', 'validating', 'submitted'] as const;
export type WebStatus = (typeof WEB_STATUSES)[number];

/** The states of a background job: a document's conversion to PDF, the application's PDF copy. */
export const JOB_STATUSES = ['UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A document's conversion status: a job's, or `NOT_ANSWERED` when no file is stored for the key. */
export const DOCUMENT_STATUSES = [...JOB_STATUSES, 'NOT_ANSWERED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The largest upload accepted, in bytes (1 MB; the presigned policy and the conversion hold it). */
export const MAX_FILE_BYTES = 1024 * 1024;
/** {@link MAX_FILE_BYTES} as the messages write it ("1 MB"). */
export const MAX_FILE_SIZE_TEXT = `${MAX_FILE_BYTES / (1024 * 1024)} MB`;

/** The most copies of an Add Another block an application may hold (`PUT /api/add-another`). */
export const MAX_BLOCK_COUNT = 10;

/** The directories of the look-up fields (`GET /lookup/find`'s `category`). */
export const LOOKUP_CATEGORIES = ['college_ceeb', 'hs_ceeb', 'address'] as const;
export type LookupCategory = (typeof LOOKUP_CATEGORIES)[number];

/** The form variants a server may run (`FORM_VARIANT`), as the service data names them. */
export const FORM_VARIANTS = ['undergraduate', 'transfer'] as const;
export type FormVariant = (typeof FORM_VARIANTS)[number];

/** The HttpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'admissions_session';
/**
 * The identity cookies' prefix: any cookie whose name starts with it tells the portal that someone
 * is logged in (readable by scripts; it holds no secret).
 */
export const IDENTITY_COOKIE_PREFIX = 'admissions_identity';
/** The identity cookie the server sets at login. */
export const LOGGED_IN_COOKIE = `${IDENTITY_COOKIE_PREFIX}.logged_in`;
/** The HttpOnly cookie naming a browser's sign-up attempt (its code confirms that attempt only). */
export const SIGNUP_COOKIE = 'admissions_signup';

/**
 * The request header of `PUT /api/answer` naming each key's revision the save is based on (a
 * JSON object): a key written elsewhere since makes the save a 409 (two tabs that agree).
 */
export const ANSWER_BASE_HEADER = 'answer-base';

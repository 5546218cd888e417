/**
 * The portal's own calls (specification §7), over the portal's typed client of the REST contract
 * (`@admissions/api`), so every call has the error catalogue's behaviour (§8). The form widgets'
 * calls (uploads, tabs, Add Another, lookups) go through the REST back end beside it,
 * {@link formBackend}.
 */
import type { BodyOf, ReplyOf } from '@admissions/api';
import { ANSWER_BASE_HEADER, type JobStatus, type WebStatus } from '@admissions/api/constants';
import type { Answers, DocumentAnswer, FieldErrors } from '@admissions/form-engine';
import { portalClient } from './api-client.ts';
import { createRestBackend } from './rest-backend.ts';

const call = portalClient();

/** The back end of the form widgets. */
export const formBackend = createRestBackend();

/**
 * The contract's reply with its answers and documents typed as the form engine reads them (the
 * contract says "a JSON object": their shape is the form's data model).
 */
type WithFormData<T> = {
  // A key remapping, not Omit: Omit of a type with an index signature loses its named keys.
  readonly [K in keyof T as K extends 'answer' | 'document_answer' ? never : K]: T[K];
} & {
  readonly answer: Answers;
  readonly document_answer: Readonly<Record<string, DocumentAnswer>>;
};

/** `GET /api/profile` (§3 "Profile response"). */
export type Profile = WithFormData<ReplyOf<'GET /api/profile'>>;

/** The read-only data of a temporary answer set or a service token. */
export type ReadOnlyData = WithFormData<ReplyOf<'GET /public/tmp'>>;

export type PdfStatus = JobStatus;
export type PdfCopy = ReplyOf<'GET /api/pdf'>;

/** A save's body and, with `base`, its `Answer-Base` header. */
const saveOf = (answers: Answers, base: Readonly<Record<string, number>> | undefined) => ({
  body: answers as BodyOf<'PUT /api/answer'>,
  ...(base ? { headers: { [ANSWER_BASE_HEADER]: JSON.stringify(base) } } : {}),
});

export const publicApi = {
  signup: (body: BodyOf<'POST /public/signup'>) => call('POST /public/signup', { body }),
  confirm: (body: BodyOf<'POST /public/confirm'>) => call('POST /public/confirm', { body }),
  resendConfirm: (body: BodyOf<'POST /public/resend-confirm'>) =>
    call('POST /public/resend-confirm', { body }),
  login: (body: BodyOf<'POST /public/login'>) => call('POST /public/login', { body }),
  forgotPassword: (body: BodyOf<'POST /public/forgot-password'>) =>
    call('POST /public/forgot-password', { body }),
  resetPassword: (body: BodyOf<'POST /public/reset-password'>) =>
    call('POST /public/reset-password', { body }),
  tmpAnswers: async (token: string) =>
    (await call('GET /public/tmp', { query: { token } })) as ReadOnlyData,
  serviceData: async (serviceToken: string) =>
    (await call('GET /service/tmp-pdf', {
      query: { service_token: serviceToken },
    })) as ReadOnlyData,
};

export const studentApi = {
  profile: async () => (await call('GET /api/profile')) as Profile,
  logout: () => call('GET /api/logout'),
  /** Keeps the server's session alive (every /api call refreshes its idle timer). */
  keepAlive: () => call('GET /api/session'),
  saveLastPage: (lastPage: string) => call('PUT /api/last-page', { body: { last_page: lastPage } }),
  /**
   * `PUT /api/answer`; with `base`, the revision of each key this tab's copy was based on (the
   * `Answer-Base` header): a key written elsewhere since makes it a 409 naming the newer values.
   */
  saveAnswers: (answers: Answers, base?: Readonly<Record<string, number>>) =>
    call('PUT /api/answer', saveOf(answers, base)),
  /** The same save sent as the page goes away: a `keepalive` request outlives the page. */
  saveAnswersOnExit: (answers: Answers, base?: Readonly<Record<string, number>>) =>
    call('PUT /api/answer', { ...saveOf(answers, base), keepalive: true }),
  postWebStatus: (status: WebStatus) =>
    call('POST /api/web-status', { body: { web_status: status } }),
  postValidations: (errors: FieldErrors) =>
    call('POST /api/validations', { body: errors as BodyOf<'POST /api/validations'> }),
  submit: () => call('POST /api/submit'),
  addAnother: () => call('GET /api/add-another'),
  tabs: () => call('GET /api/tabs'),
  pdfCopy: () => call('GET /api/pdf'),
};

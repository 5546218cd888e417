/**
 * The portal's own calls (specification §7), over the JSON client so every call has the error
 * catalogue's behaviour (§8). The form widgets' calls (uploads, tabs, Add Another, lookups) go
 * through the REST back end beside it, {@link formBackend}.
 */
import type { Answers, DocumentAnswer, FieldErrors } from '@admissions/form-engine';
import { createJsonClient } from './json-client.ts';
import { createRestBackend } from './rest-backend.ts';

const call = createJsonClient();

/** The back end of the form widgets. */
export const formBackend = createRestBackend();

export interface Message {
  readonly message: string;
}

/** `GET /api/profile` (§3 "Profile response"). */
export interface Profile {
  readonly username: string;
  readonly last_page: string | null;
  /** One timestamp per successful login. */
  readonly successful_login: readonly string[];
  readonly answer: Answers;
  /** Each answer key's revision (a save's base: two tabs that agree). */
  readonly answer_revisions?: Readonly<Record<string, number>>;
  readonly document_answer: Readonly<Record<string, DocumentAnswer>>;
  readonly web_status: readonly { readonly web_status?: string }[];
}

/** The read-only data of a temporary answer set or a service token. */
export interface ReadOnlyData {
  readonly answer: Answers;
  readonly add_another: Readonly<Record<string, number>>;
  readonly document_answer: Readonly<Record<string, DocumentAnswer>>;
  readonly tabs: Readonly<Record<string, string>>;
}

export type PdfStatus = 'UNPROCESSED' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED';

export interface PdfCopy {
  readonly status: PdfStatus;
  readonly url: string | null;
  readonly message?: string;
}

export type ServerWebStatus = 'started' | 'validating' | 'submitted';

const query = (name: string, value: string) => `?${name}=${encodeURIComponent(value)}`;

export const publicApi = {
  signup: (body: { username: string; password: string }) =>
    call<Message>('POST', '/public/signup', body),
  confirm: (body: { username: string; code: string }) =>
    call<Message>('POST', '/public/confirm', body),
  resendConfirm: (body: { username: string }) =>
    call<Message>('POST', '/public/resend-confirm', body),
  login: (body: { username: string; password: string }) =>
    call<Message & { username: string }>('POST', '/public/login', body),
  forgotPassword: (body: { username: string }) =>
    call<Message>('POST', '/public/forgot-password', body),
  resetPassword: (body: {
    username: string;
    password: string;
    confirm_password: string;
    id: string;
  }) => call<Message>('POST', '/public/reset-password', body),
  tmpAnswers: (token: string) => call<ReadOnlyData>('GET', `/public/tmp${query('token', token)}`),
  serviceData: (serviceToken: string) =>
    call<ReadOnlyData>('GET', `/service/tmp-pdf${query('service_token', serviceToken)}`),
};

export const studentApi = {
  profile: () => call<Profile>('GET', '/api/profile'),
  logout: () => call<Message>('GET', '/api/logout'),
  /** Keeps the server's session alive (every /api call refreshes its idle timer). */
  keepAlive: () => call<Message>('GET', '/api/session'),
  saveLastPage: (lastPage: string) =>
    call<Message>('PUT', '/api/last-page', { last_page: lastPage }),
  /**
   * `PUT /api/answer`; with `base`, the revision of each key this tab's copy was based on (the
   * `Answer-Base` header): a key written elsewhere since makes it a 409 naming the newer values.
   */
  saveAnswers: (answers: Answers, base?: Readonly<Record<string, number>>) =>
    call<Message & { readonly revisions?: Readonly<Record<string, number>> }>(
      'PUT',
      '/api/answer',
      answers,
      base ? { 'answer-base': JSON.stringify(base) } : undefined,
    ),
  postWebStatus: (status: ServerWebStatus) =>
    call<Message>('POST', '/api/web-status', { web_status: status }),
  postValidations: (errors: FieldErrors) => call<Message>('POST', '/api/validations', errors),
  submit: () => call<Message>('POST', '/api/submit'),
  addAnother: () => call<Record<string, number>>('GET', '/api/add-another'),
  tabs: () => call<Record<string, string>>('GET', '/api/tabs'),
  pdfCopy: () => call<PdfCopy>('GET', '/api/pdf'),
};

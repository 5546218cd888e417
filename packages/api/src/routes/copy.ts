/** The application's PDF copy, and the service view the copy is rendered from (§7). */
import { FORM_VARIANTS, JOB_STATUSES } from '../constants.ts';
import { anyObject, integerMap, messageReply, stringMap } from '../json-schema.ts';
import type { RouteSpec } from '../route-spec.ts';

const tokenQuery = <const N extends string>(name: N) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 300 } } as {
      [K in N]: { readonly type: 'string'; readonly minLength: 1; readonly maxLength: 300 };
    },
  }) as const;

/** `GET /api/pdf`: the copy's state, and its download address once it is rendered. */
const pdfCopyReply = {
  type: 'object',
  required: ['status', 'url'],
  properties: {
    status: { type: 'string', enum: JOB_STATUSES },
    url: { type: ['string', 'null'] },
    message: { type: 'string' },
  },
} as const;

/** `GET /service/tmp-pdf`: one student's answers, for the read-only page the copy prints. */
const serviceDataReply = {
  type: 'object',
  required: ['answer', 'add_another', 'document_answer', 'tabs', 'variant'],
  properties: {
    answer: anyObject,
    variant: { type: 'string', enum: FORM_VARIANTS },
    submitted_form: {
      type: 'object',
      required: ['definition', 'model'],
      properties: { definition: anyObject, model: anyObject },
    },
    add_another: integerMap,
    document_answer: anyObject,
    tabs: stringMap,
  },
} as const;

export const copyRoutes = {
  'GET /api/pdf': {
    method: 'GET',
    path: '/api/pdf',
    section: 'copy',
    reply: { 200: pdfCopyReply, 401: messageReply },
    errors: [401, 429],
    doc: {
      reply:
        '`{ status, url }` at once: UNPROCESSED or IN_PROGRESS (`url: null`) while it renders, COMPLETED with `url`, or FAILED with `message` (still a 200; also when the form would print more than 60 pages); 429 with `Retry-After` past 10 new renders per student per hour',
    },
  },
  'GET /api/pdf/file': {
    method: 'GET',
    path: '/api/pdf/file',
    section: 'copy',
    query: tokenQuery('token'),
    file: 'application/pdf',
    errors: [400, 401, 403, 404],
    doc: {
      body: 'query `token`',
      reply:
        "the PDF, to the session of its owner only, while the signed token lives (5 minutes); 401 expired or forged, 403 another account's",
    },
  },
  'GET /service/tmp-pdf': {
    method: 'GET',
    path: '/service/tmp-pdf',
    section: 'copy',
    query: tokenQuery('service_token'),
    reply: { 200: serviceDataReply, 401: messageReply },
    errors: [400, 401],
    doc: {
      body: 'query `service_token`',
      reply:
        "`{ answer, add_another, document_answer, tabs, variant }` of the token's one student, with `submitted_form: { definition, model }` when it renders with a form this deployment's portal lacks (a submission's other variant or older definition); no other route accepts a service token, and this one never writes",
    },
  },
} as const satisfies Record<string, RouteSpec>;

/** The application's calls (`/api`): profile, answers, status, submission, blocks and tabs (§7). */
import { MAX_BLOCK_COUNT, WEB_STATUSES } from '../constants.ts';
import {
  anyObject,
  closedObject,
  identifier,
  integerMap,
  messageReply,
  stringMap,
} from '../json-schema.ts';
import type { RouteSpec } from '../route-spec.ts';

/** The most keys one save may hold, and the longest value (the database's jsonb stays small). */
export const MAX_ANSWER_KEYS = 1000;
export const MAX_ANSWER_LENGTH = 10_000;

/** `PUT /api/answer`'s body: answer fields (the data model's keys and types are checked after). */
const answersBody = {
  type: 'object',
  maxProperties: MAX_ANSWER_KEYS,
  propertyNames: { type: 'string', minLength: 1, maxLength: 200 },
  additionalProperties: {
    type: ['string', 'number', 'boolean', 'null'],
    maxLength: MAX_ANSWER_LENGTH,
  },
} as const;

/** `GET /api/profile`'s reply (specification §3 "Profile response"). */
const profileReply = {
  type: 'object',
  required: [
    'username',
    'last_page',
    'successful_login',
    'answer',
    'document_answer',
    'web_status',
  ],
  properties: {
    username: { type: 'string' },
    last_page: { type: ['string', 'null'] },
    successful_login: { type: 'array', items: { type: 'string' } },
    answer: anyObject,
    /** Each answer key's revision: a save's base (two tabs that agree). */
    answer_revisions: integerMap,
    document_answer: anyObject,
    web_status: {
      type: 'array',
      items: { type: 'object', properties: { web_status: { type: 'string' } } },
    },
  },
} as const;

/** The read-only data of a temporary answer set (`/public/tmp`); the service's adds the form. */
const readOnlyData = {
  type: 'object',
  required: ['answer', 'add_another', 'document_answer', 'tabs'],
  properties: {
    answer: anyObject,
    add_another: integerMap,
    document_answer: anyObject,
    tabs: stringMap,
  },
} as const;

const message = { 200: messageReply } as const;

export const applicationRoutes = {
  'GET /api/profile': {
    method: 'GET',
    path: '/api/profile',
    section: 'application',
    reply: { 200: profileReply },
    errors: [401],
    doc: {
      reply:
        '`{ username, last_page, successful_login, answer, answer_revisions, document_answer, web_status: [{ web_status }] }`',
    },
  },
  'PUT /api/last-page': {
    method: 'PUT',
    path: '/api/last-page',
    section: 'application',
    body: closedObject({ last_page: { type: 'string', maxLength: 100, pattern: '^/' } }),
    reply: message,
    errors: [400, 401, 409],
    doc: { body: '`last_page`', reply: '`{ message }`' },
  },
  'PUT /api/answer': {
    method: 'PUT',
    path: '/api/answer',
    section: 'application',
    body: answersBody,
    reply: {
      200: {
        type: 'object',
        required: ['message', 'revisions'],
        properties: { message: { type: 'string' }, revisions: integerMap },
      },
    },
    errors: [400, 401, 409, 413, 422],
    doc: {
      body: "answer fields; the `Answer-Base` header: each key's revision the save is based on",
      reply:
        '`{ message, revisions }`; merges the fields; keys must be in the data model and values of its types; 409 with `conflicts` when a key was written elsewhere since its base',
    },
  },
  'POST /api/web-status': {
    method: 'POST',
    path: '/api/web-status',
    section: 'application',
    body: closedObject({ web_status: { type: 'string', enum: WEB_STATUSES } }),
    reply: message,
    errors: [400, 401],
    doc: {
      body: '`web_status`: `started` or `validating`',
      reply: '`{ message }`; distinct entries (the portal derives the status from their count)',
    },
  },
  'POST /api/validations': {
    method: 'POST',
    path: '/api/validations',
    section: 'application',
    body: {
      type: 'object',
      maxProperties: 1000,
      propertyNames: { type: 'string', maxLength: 200 },
      additionalProperties: {
        type: 'array',
        maxItems: 50,
        items: { type: 'string', maxLength: 1000 },
      },
    },
    reply: message,
    errors: [400, 401],
    doc: { body: '`{ <key>: [messages] }`', reply: '`{ message }`; the latest errors are kept' },
  },
  'POST /api/submit': {
    method: 'POST',
    path: '/api/submit',
    section: 'application',
    reply: message,
    errors: [401, 409, 422],
    doc: {
      reply:
        "`{ message }`, or 422 with `errors` by key (the engine's validation of the stored answers, hide rules applied first)",
    },
  },
  'PUT /api/add-another': {
    method: 'PUT',
    path: '/api/add-another',
    section: 'application',
    body: closedObject({
      button_id: identifier,
      num_components: { type: 'integer', minimum: 1, maximum: MAX_BLOCK_COUNT },
    }),
    reply: message,
    errors: [400, 401, 409],
    doc: {
      body: "`button_id`, `num_components` (1 to the block's maximum, at most 10)",
      reply: '`{ message }`',
    },
  },
  'GET /api/add-another': {
    method: 'GET',
    path: '/api/add-another',
    section: 'application',
    reply: { 200: integerMap },
    errors: [401],
    doc: { reply: '`{ <button_id>: count }`' },
  },
  'PUT /api/tabs': {
    method: 'PUT',
    path: '/api/tabs',
    section: 'application',
    body: closedObject({ tab_id: identifier, chosen_tab: identifier }),
    reply: message,
    errors: [400, 401, 409],
    doc: { body: '`tab_id`, `chosen_tab`', reply: '`{ message }`' },
  },
  'GET /api/tabs': {
    method: 'GET',
    path: '/api/tabs',
    section: 'application',
    reply: { 200: stringMap },
    errors: [401],
    doc: { reply: '`{ <tab_id>: chosen_tab }`' },
  },
  'GET /public/tmp': {
    method: 'GET',
    path: '/public/tmp',
    section: 'tmp',
    query: {
      type: 'object',
      required: ['token'],
      properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
    },
    reply: { 200: readOnlyData },
    errors: [400, 404],
    doc: {
      body: 'query `token`',
      reply:
        '`{ answer, add_another, document_answer, tabs }` of a prefilled application link (read-only); 404 for an unknown or expired token',
    },
  },
} as const satisfies Record<string, RouteSpec>;

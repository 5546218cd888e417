/** The account calls (`/public`, and the session's own `/api` calls): specification §7. */
import { USERNAME_MAX_LENGTH } from '@admissions/accounts';
import { closedObject, messageReply } from '../json-schema.ts';
import type { RouteSpec } from '../route-spec.ts';

/**
 * The bodies bound types and lengths only; the rules with the specification's own messages
 * (e-mail pattern, password rules, code format) are checked by the handlers, so the portal can
 * show those messages as they are.
 */
const username = { type: 'string', maxLength: USERNAME_MAX_LENGTH } as const;
/** Generous for passphrases, small enough that scrypt never sees a megabyte. */
const password = { type: 'string', maxLength: 256 } as const;
const message = { 200: messageReply } as const;

export const accountRoutes = {
  'POST /public/signup': {
    method: 'POST',
    path: '/public/signup',
    section: 'accounts',
    body: closedObject({ username, password }),
    reply: message,
    errors: [400, 429],
    doc: {
      body: '`username` (e-mail), `password`',
      reply:
        '`{ message }` and an `admissions_signup` cookie; e-mails a 6-digit code for this attempt. The same reply for every address.',
    },
  },
  'POST /public/confirm': {
    method: 'POST',
    path: '/public/confirm',
    section: 'accounts',
    body: closedObject({ username, code: { type: 'string', maxLength: 32 } }),
    reply: message,
    errors: [400, 429],
    doc: {
      body: '`username`, `code` (6 digits)',
      reply:
        '`{ message }`; a code confirms its own attempt (15 minutes, once); 5 wrong codes stop the address sending them (below)',
    },
  },
  'POST /public/resend-confirm': {
    method: 'POST',
    path: '/public/resend-confirm',
    section: 'accounts',
    body: closedObject({ username }),
    reply: message,
    errors: [400, 429],
    doc: {
      body: '`username`',
      reply:
        '`{ message }`, the same for every address; a fresh code only for the attempt of the browser asking (below)',
    },
  },
  'POST /public/login': {
    method: 'POST',
    path: '/public/login',
    section: 'accounts',
    body: closedObject({ username, password }),
    reply: {
      200: {
        type: 'object',
        properties: { message: { type: 'string' }, username: { type: 'string' } },
        required: ['message', 'username'],
      },
    },
    errors: [400, 401, 403, 429],
    doc: {
      body: '`username`, `password`',
      reply: '`{ message, username }` and the session cookies (a new token at every login)',
    },
  },
  'POST /public/forgot-password': {
    method: 'POST',
    path: '/public/forgot-password',
    section: 'accounts',
    body: closedObject({ username }),
    reply: message,
    errors: [400, 429],
    doc: {
      body: '`username`',
      reply:
        '`{ message }`, the same whether or not the account exists; e-mails `/reset?username=…&id=…`',
    },
  },
  'POST /public/reset-password': {
    method: 'POST',
    path: '/public/reset-password',
    section: 'accounts',
    body: closedObject({
      username,
      password,
      confirm_password: password,
      id: { type: 'string', maxLength: 128 },
    }),
    reply: message,
    errors: [400, 429],
    doc: {
      body: '`username`, `password`, `confirm_password`, `id`',
      reply: "`{ message }`; ends the account's other sessions; an id works once, for an hour",
    },
  },
  'GET /api/logout': {
    method: 'GET',
    path: '/api/logout',
    section: 'accounts',
    reply: message,
    errors: [401],
    doc: { reply: '`{ message }`; clears the cookies' },
  },
  'GET /api/session': {
    method: 'GET',
    path: '/api/session',
    section: 'accounts',
    reply: message,
    errors: [401],
    doc: {
      reply:
        '`{ message }`: a keep-alive for an applicant who is active without saving (refreshes the idle timer, as every `/api` call does)',
    },
  },
} as const satisfies Record<string, RouteSpec>;

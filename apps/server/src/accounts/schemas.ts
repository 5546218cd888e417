import { USERNAME_MAX_LENGTH } from '@admissions/accounts';

/**
 * Request schemas of the account calls. They bound types and lengths only; the rules with the
 * specification's own messages (e-mail pattern, password rules, code format) are checked in the
 * handlers, so the portal can show those messages as they are.
 */
const username = { type: 'string', maxLength: USERNAME_MAX_LENGTH } as const;
/** Generous for passphrases, small enough that scrypt never sees a megabyte. */
const password = { type: 'string', maxLength: 256 } as const;

const body = (properties: Record<string, object>) => ({
  body: {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties),
    properties,
  },
});

const messageOnly = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;

export const signupSchema = { ...body({ username, password }), response: { 200: messageOnly } };
export const confirmSchema = {
  ...body({ username, code: { type: 'string', maxLength: 32 } }),
  response: { 200: messageOnly },
};
export const resendSchema = { ...body({ username }), response: { 200: messageOnly } };
export const loginSchema = {
  ...body({ username, password }),
  response: {
    200: {
      type: 'object',
      properties: { message: { type: 'string' }, username: { type: 'string' } },
      required: ['message', 'username'],
    },
  },
};
export const forgotSchema = { ...body({ username }), response: { 200: messageOnly } };
export const resetSchema = {
  ...body({
    username,
    password,
    confirm_password: password,
    id: { type: 'string', maxLength: 128 },
  }),
  response: { 200: messageOnly },
};
export const logoutSchema = { response: { 200: messageOnly } };

/** Shared steps of the account tests: sign up, read the e-mailed code or link, confirm, log in. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestServer } from './app.ts';

export const PASSWORD = 'Correct-Horse-7-battery';
export const NEW_PASSWORD = 'Another-Good-Passw0rd';

let counter = 0;
/** A fresh address per test, so tests of one server never share an account. */
export const freshEmail = (label = 'student'): string =>
  `${label}.${Date.now()}.${++counter}@example.edu`;

export function post(
  server: TestServer,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({ method: 'POST', url, payload, headers });
}

/** The text of the last e-mail sent to an address. */
export function lastMailTo(server: TestServer, to: string) {
  const message = server.mail.filter((m) => m.to === to).at(-1);
  expect(message, `an e-mail to ${to}`).toBeDefined();
  return message!;
}

export function codeFrom(server: TestServer, to: string): string {
  const match = /\b(\d{6})\b/.exec(lastMailTo(server, to).text);
  expect(match).not.toBeNull();
  return match![1]!;
}

export function resetIdFrom(server: TestServer, to: string): { url: URL; id: string } {
  const link = /(https?:\/\/\S+\/reset\?\S+)/.exec(lastMailTo(server, to).text)?.[1];
  expect(link).toBeDefined();
  const url = new URL(link!);
  return { url, id: url.searchParams.get('id')! };
}

export async function signUp(server: TestServer, username: string, password = PASSWORD) {
  const response = await post(server, '/public/signup', { username, password });
  expect(response.statusCode).toBe(200);
  return response;
}

export async function signUpAndConfirm(server: TestServer, username: string, password = PASSWORD) {
  await signUp(server, username, password);
  const response = await post(server, '/public/confirm', {
    username,
    code: codeFrom(server, username),
  });
  expect(response.statusCode).toBe(200);
}

export async function logIn(server: TestServer, username: string, password = PASSWORD) {
  const response = await post(server, '/public/login', { username, password });
  expect(response.statusCode).toBe(200);
  return response;
}

export const logout = (server: TestServer, cookie: string) =>
  server.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });

export const sessionToken = (response: LightMyRequestResponse): string | undefined =>
  response.cookies.find((c) => c.name === 'admissions_session')?.value;

/**
 * Lifts the rate limits for tests that are not about them: in this process's environment, from
 * which `startTestServer` passes the account limits on to the configuration when it starts.
 */
export function liftRateLimits(): void {
  process.env.RATE_LIMIT_PER_ADDRESS = '100000';
  process.env.RATE_LIMIT_LOGIN = '100000';
  process.env.RATE_LIMIT_EMAIL = '100000';
  process.env.RATE_LIMIT_EMAIL_CEILING = '100000';
  process.env.RATE_LIMIT_ACCOUNT = '100000';
}

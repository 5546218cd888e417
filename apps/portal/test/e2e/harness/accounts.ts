/**
 * Accounts made straight through the API, for specs whose subject is not the sign-up screens
 * (the journey and the keyboard spec sign up through the UI instead), and the service-link CLI.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { SAMPLE_APPLICATION } from '@admissions/partner-config';
import type { APIResponse, Page } from 'playwright-core';
import { confirmationCode, outboxFiles, waitForMail } from './outbox.ts';
import { ROOT, SERVICE_TOKEN_CLI } from './paths.ts';
import type { RunningServer } from './server.ts';

/** Satisfies every rule of §5: 12+ characters, upper, lower, digit, special. */
export const PASSWORD = 'Correct-Horse-42';

let counter = 0;
/** A username no other test of this run uses. */
export function uniqueUsername(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

async function post(server: RunningServer, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** Signs up and confirms with the code from the outbox: a confirmed account, not logged in. */
export async function createAccount(
  server: RunningServer,
  username: string,
  password = PASSWORD,
): Promise<void> {
  const seen = await outboxFiles(server.dataDir);
  await post(server, '/public/signup', { username, password });
  const mail = await waitForMail(server.dataDir, {
    to: username,
    subject: 'confirmation code',
    seen,
  });
  await post(server, '/public/confirm', { username, code: confirmationCode(mail) });
}

/**
 * Logs the page's context in through the API (its cookies land in the browser context), for
 * specs that start past the login screen.
 */
export async function loginThroughApi(
  page: Page,
  username: string,
  password = PASSWORD,
): Promise<void> {
  const response = await page.request.post('/public/login', { data: { username, password } });
  if (!response.ok()) throw new Error(`login: ${response.status()} ${await response.text()}`);
}

/**
 * Runs the service-token CLI for a student and returns the link it prints. The server is stopped
 * meanwhile: PGlite's directory belongs to one process at a time.
 */
export async function serviceLink(server: RunningServer, username: string): Promise<string> {
  return server.whileStopped(async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', SERVICE_TOKEN_CLI, username],
      { cwd: ROOT, env: { ...process.env, ...server.env }, timeout: 60_000 },
    );
    return stdout.trim();
  });
}

async function ok(response: APIResponse, what: string): Promise<void> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
}

/**
 * Saves the whole sample application (answers, Add Another counts, tabs) with the page's session:
 * for specs about what comes after filling in, not about filling in.
 */
export async function saveSampleApplication(page: Page): Promise<void> {
  await ok(
    await page.request.put('/api/answer', { data: SAMPLE_APPLICATION.answers }),
    'save answers',
  );
  for (const [button_id, num_components] of Object.entries(SAMPLE_APPLICATION.addAnother))
    await ok(
      await page.request.put('/api/add-another', { data: { button_id, num_components } }),
      `add another ${button_id}`,
    );
  for (const [tab_id, chosen_tab] of Object.entries(SAMPLE_APPLICATION.tabs))
    await ok(await page.request.put('/api/tabs', { data: { tab_id, chosen_tab } }), 'tabs');
}

/** Submits the saved application as the portal does: started, validating, then submit. */
export async function submitThroughApi(page: Page): Promise<void> {
  for (const web_status of ['started', 'validating'])
    await ok(await page.request.post('/api/web-status', { data: { web_status } }), web_status);
  await ok(await page.request.post('/api/submit'), 'submit');
}

/**
 * Issue 26, finding 6: the playground runs on the portal's origin, and a "Share link" hands it a
 * whole workspace chosen by whoever sent the link. Whatever script runs there (in the playground's
 * page or in its preview frame: an XSS through the definition, or a bug of the engine's) must not
 * be able to act with the applicant's session: not read `/api/profile`, not save an answer.
 *
 * An applicant is logged in (the real session cookie, in the same browser), then opens a shared
 * playground link on the real server. The attack is evaluated in each frame of that page as an
 * XSS would run it: `fetch` with credentials and a frame of `/api/profile`, a `PUT /api/answer`.
 * (A popup is no way in: the playground's sandbox allows none, and the portal's
 * `Cross-Origin-Opener-Policy` already severs a popup from its opener.) The same attack in the portal's own page reads the profile (the control: the
 * probe would see a leak). The server's headers are apps/server/test/security/dev-tools-isolation.test.ts.
 */
import { existsSync } from 'node:fs';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXAMPLES } from '../../../playground/src/examples.ts';
import { workspaceToHash } from '../../../playground/src/share.ts';
import { createAccount, loginThroughApi, uniqueUsername } from './harness/accounts.ts';
import { openPage } from './harness/browser.ts';
import { ROOT } from './harness/paths.ts';
import { useE2E } from './harness/suite.ts';

const e2e = useE2E();

/** What the applicant saved (the attack tries to overwrite it with "Mallory"). */
const MARKER = 'Ada';

/**
 * The attack, run inside a frame: every way a script could use the session. Returns what each
 * attempt got (a status and the body it could read, or why it was refused).
 */
function attack(frame: Frame | Page): Promise<string[]> {
  return frame.evaluate(async () => {
    const seen: string[] = [];
    const note = async (what: string, attempt: () => Promise<string>) => {
      try {
        seen.push(`${what}: ${await attempt()}`);
      } catch (error) {
        seen.push(`${what}: refused (${String(error)})`);
      }
    };
    await note('fetch /api/profile', async () => {
      const response = await fetch('/api/profile', { credentials: 'include' });
      return `${response.status} ${await response.text()}`;
    });
    await note('PUT /api/answer', async () => {
      const response = await fetch('/api/answer', {
        method: 'PUT',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'Mallory' }),
      });
      return `${response.status} ${await response.text()}`;
    });
    await note('frame /api/profile', async () => {
      const frame = document.createElement('iframe');
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
      frame.src = '/api/profile';
      document.body.append(frame);
      await loaded;
      return frame.contentDocument?.body?.textContent ?? 'no document to read';
    });
    return seen;
  });
}

describe('a shared playground link', () => {
  it("cannot read the applicant's profile or save an answer, from the page or its preview", async () => {
    expect(
      existsSync(`${ROOT}apps/playground/dist/preview.html`),
      'the playground is built (npm run build)',
    ).toBe(true);
    const username = uniqueUsername('devtools');
    await createAccount(e2e.server, username);
    const { page, context } = await openPage(e2e.browser, e2e.server.url);
    await loginThroughApi(page, username);
    const save = async () =>
      expect(
        (await page.request.put('/api/answer', { data: { first_name: MARKER } })).status(),
      ).toBe(200);
    const firstName = async () =>
      (
        (await (await page.request.get('/api/profile')).json()) as {
          answer: { first_name: string };
        }
      ).answer.first_name;

    // The control: the same script in the portal's own page reads the profile and saves.
    await save();
    await page.goto('/');
    const control = await attack(page);
    expect(control.find((s) => s.startsWith('fetch /api/profile'))).toContain(username);
    expect(control.find((s) => s.startsWith('frame /api/profile'))).toContain(username);
    expect(await firstName()).toBe('Mallory');
    await save();

    /** Runs the attack in a frame of the playground and finds it powerless there. */
    const expectIsolated = async (where: string, frame: Frame | Page) => {
      const seen = await attack(frame);
      expect(seen, where).toHaveLength(3);
      for (const attempt of seen) {
        expect(attempt, where).not.toContain(username);
        expect(attempt, where).not.toMatch(/^PUT \/api\/answer: 2\d\d/);
      }
      expect(await firstName(), where).toBe(MARKER);
      // An origin of its own, not the portal's.
      expect(await frame.evaluate(() => origin), where).toBe('null');
    };

    const link = `/playground/${workspaceToHash(EXAMPLES[0]!.workspace())}`;
    await page.goto(link);
    await expect
      .poll(() => page.getByTestId('preview-status').textContent(), { timeout: 30_000 })
      .toBe('The preview is up to date.');
    await expectIsolated('the playground page', page);

    const preview = page.frame({ url: /\/playground\/preview\.html$/ });
    expect(preview, 'the preview frame').toBeTruthy();
    await expect.poll(() => preview!.getByText('First name').count()).toBeGreaterThan(0);
    expect(await page.locator('iframe[title="Form preview"]').getAttribute('sandbox')).toBe(
      'allow-scripts',
    );
    await expectIsolated('the preview frame', preview!);

    await context.close();
  });
});

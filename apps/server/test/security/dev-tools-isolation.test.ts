/**
 * The developer tools on the portal's origin (issue 26, finding 6): `/playground/` runs whatever
 * definition a shared link carries and Storybook runs its stories, so each page must be
 * sandboxed away from the origin (a Content-Security-Policy `sandbox` without
 * `allow-same-origin`: an opaque origin, whose calls to `/api` carry no usable session). Every
 * file of theirs carries the policy, built or not, under an encoded path too; the grants a
 * sandboxed page needs for its own files (CORS `*`, CORP `cross-origin`) stay on the tools and
 * never reach the API or the portal. The browser side (a script in a shared playground link
 * cannot read `/api/profile`) is apps/portal/test/e2e/dev-tools-isolation.e2e.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../app.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer('pglite');
});
afterAll(() => server?.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });

/** A Content-Security-Policy as directive name → its values. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Asserts the page is its own opaque origin: scripts run, nothing of the origin's is granted. */
function expectSandboxed(policy: Map<string, string[]>, url: string) {
  const sandbox = policy.get('sandbox');
  expect(sandbox, `${url}: sandbox`).toBeDefined();
  expect(sandbox).toContain('allow-scripts');
  for (const grant of [
    'allow-same-origin',
    'allow-top-navigation',
    'allow-top-navigation-by-user-activation',
    'allow-popups-to-escape-sandbox',
  ])
    expect(sandbox, `${url}: ${grant}`).not.toContain(grant);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
}

describe('the developer tools are sandboxed away from the portal origin', () => {
  it('serves every playground page sandboxed, with no request allowed at all', async () => {
    // The app, its preview frame, and the app under an encoded path (the router decodes it:
    // `%70` is `p`). Built or not: before the build, the page that says how to build it.
    for (const url of [
      '/playground/',
      '/playground/index.html',
      '/playground/preview.html',
      '/%70layground/',
    ]) {
      const response = await get(url);
      const policy = directives(response.headers['content-security-policy']);
      expectSandboxed(policy, url);
      expect(policy.get('connect-src'), url).toEqual(["'none'"]);
      expect(policy.get('script-src'), url).not.toContain("'unsafe-inline'");
      expect(policy.get('form-action'), url).toEqual(["'none'"]);
      expect(policy.get('sandbox'), url).not.toContain('allow-popups');
      expect(policy.get('sandbox'), url).not.toContain('allow-forms');
    }
  });

  it('serves every Storybook page sandboxed', async () => {
    for (const url of ['/storybook/', '/storybook/index.html', '/storybook/iframe.html']) {
      const response = await get(url);
      const policy = directives(response.headers['content-security-policy']);
      expectSandboxed(policy, url);
      expect(policy.get('script-src'), url).not.toContain("'unsafe-eval'");
    }
  });

  it('lets no other site frame a tool, except the pages the tool frames itself', async () => {
    for (const url of ['/playground/', '/storybook/']) {
      const response = await get(url);
      expect(
        directives(response.headers['content-security-policy']).get('frame-ancestors'),
        url,
      ).toEqual(["'none'"]);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    // Framed by a sandboxed (opaque) page, which no frame-ancestors source can name.
    for (const url of ['/playground/preview.html', '/storybook/iframe.html?id=x']) {
      const response = await get(url);
      expect(response.headers['x-frame-options'], url).toBeUndefined();
      expectSandboxed(directives(response.headers['content-security-policy']), url);
    }
  });

  it("keeps the tools' cross-origin grants off the API and the portal", async () => {
    const tool = await get('/playground/');
    expect(tool.headers['access-control-allow-origin']).toBe('*');
    expect(tool.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const url of ['/api/profile', '/public/session', '/', '/about', '/playground']) {
      const response = await get(url);
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      const policy = response.headers['content-security-policy'];
      if (policy) expect(directives(policy).has('sandbox'), url).toBe(false);
    }
  });
});

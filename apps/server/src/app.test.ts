import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/app.ts';
import { buildApp } from './app.ts';

describe('the app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it('answers health checks', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown calls 404 with a JSON message', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such call: GET /api/nothing' });
  });

  it('serves the home page and the definition schema on the same origin', async () => {
    const home = await server.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['content-type']).toContain('text/html');
    const schema = await server.app.inject({
      method: 'GET',
      url: '/schemas/form-definition.schema.json',
    });
    expect(schema.json()).toMatchObject({ title: 'FormDefinition' });
    const escape = await server.app.inject({
      method: 'GET',
      url: '/schemas/..%2f..%2fpackage.json',
    });
    expect(escape.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('answers an unexpected fault with the generic message, details only in the log', async () => {
    const app = await buildApp({
      config: server.config,
      db: server.db,
      mailer: { send: async () => undefined },
    });
    app.get('/boom', async () => {
      throw new Error('secret detail');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: "We've encountered an unexpected error at this time. Please try again later.",
    });
  });

  it('sends security headers', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  /** Helmet 8's defaults without its CSP: what a document (HTML, a PDF) carries. */
  const DOCUMENT_HEADERS = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  /** The subset that acts on a JSON response (docs/security.md, security headers). */
  const JSON_HEADERS = [
    'cross-origin-resource-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
  ] as const;

  it('sends a document the whole set of security headers', async () => {
    const home = await server.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.headers).toMatchObject(DOCUMENT_HEADERS);
    // The portal's own CSP stands beside them.
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('sends JSON, answers and refusals alike, the subset that acts on it', async () => {
    const responses = [
      await server.app.inject({ method: 'GET', url: '/health' }),
      await server.app.inject({ method: 'GET', url: '/api/profile' }),
      await server.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { 'sec-fetch-site': 'cross-site' },
      }),
      await server.app.inject({ method: 'GET', url: '/api/nothing' }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 403, 404]);
    for (const response of responses) {
      expect(response.headers['content-type']).toContain('application/json');
      for (const name of JSON_HEADERS) expect(response.headers[name]).toBe(DOCUMENT_HEADERS[name]);
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['x-xss-protection']).toBeUndefined();
    }
  });

  it('keeps a security header a route sets itself', async () => {
    const app = await buildApp({
      config: server.config,
      db: server.db,
      mailer: { send: async () => undefined },
    });
    app.get('/embeddable', async (_request, reply) =>
      reply.header('cross-origin-resource-policy', 'cross-origin').send({ ok: true }),
    );
    const response = await app.inject({ method: 'GET', url: '/embeddable' });
    await app.close();
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

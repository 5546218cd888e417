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
});

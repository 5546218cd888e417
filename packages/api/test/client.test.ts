import { describe, expect, expectTypeOf, it } from 'vitest';
import { createApiClient, type CallFailure } from '../src/client.ts';
import type { ReplyOf } from '../src/routes.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

class Failed extends Error {
  constructor(readonly failure: CallFailure) {
    super('failed');
  }
}

/** A client over a fetch that records what it is sent and answers with `reply`. */
function clientAnswering(reply: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const call = createApiClient({
    baseUrl: 'https://apply.example.edu',
    fetch: async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} });
      return reply();
    },
    error: (failure) => new Failed(failure),
  });
  return { call, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the typed client', () => {
  it("sends a route's method, path and JSON body, with cookies", async () => {
    const { call, sent } = clientAnswering(() => json({ message: 'Saved.' }));
    const reply = await call('PUT /api/tabs', { body: { tab_id: 'statement', chosen_tab: 'b' } });
    expect(reply).toEqual({ message: 'Saved.' });
    expect(sent[0]!.url).toBe('https://apply.example.edu/api/tabs');
    expect(sent[0]!.init.method).toBe('PUT');
    expect(sent[0]!.init.credentials).toBe('include');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({
      tab_id: 'statement',
      chosen_tab: 'b',
    });
    expect((sent[0]!.init.headers as Record<string, string>)['content-type']).toBe(
      'application/json',
    );
  });

  it('fills in path parameters encoded, and appends the query', async () => {
    const { call, sent } = clientAnswering(() => json({ status: 'NOT_ANSWERED' }));
    await call('GET /api/pdf/document-answer/:key', { params: { key: 'a/b c' } });
    expect(sent[0]!.url).toBe('https://apply.example.edu/api/pdf/document-answer/a%2Fb%20c');
    await call('GET /lookup/find', { query: { text: 'Ohio & co', category: 'college_ceeb' } });
    expect(sent[1]!.url).toBe(
      'https://apply.example.edu/lookup/find?text=Ohio+%26+co&category=college_ceeb',
    );
    expect(sent[1]!.init.body).toBeUndefined();
  });

  it('passes extra headers (the answer save’s base revisions)', async () => {
    const { call, sent } = clientAnswering(() => json({ message: 'ok', revisions: {} }));
    await call('PUT /api/answer', {
      body: { first_name: 'Ada' },
      headers: { 'answer-base': '{}' },
    });
    expect((sent[0]!.init.headers as Record<string, string>)['answer-base']).toBe('{}');
  });

  it('rejects with the error made from the status and the JSON reply', async () => {
    const { call } = clientAnswering(() => json({ message: 'Your session is invalid.' }, 401));
    const error = await call('GET /api/profile').catch((e: unknown) => e);
    expect((error as Failed).failure).toEqual({
      status: 401,
      body: { message: 'Your session is invalid.' },
    });
  });

  it('rejects with no status when no response comes, and no body when it is not JSON', async () => {
    const offline = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    const lost = await offline.call('GET /api/session').catch((e: unknown) => e);
    expect((lost as Failed).failure).toEqual({ status: undefined, body: undefined });
    const html = clientAnswering(() => new Response('<html>', { status: 502 }));
    const proxy = await html.call('GET /api/session').catch((e: unknown) => e);
    expect((proxy as Failed).failure).toEqual({ status: 502, body: undefined });
  });

  it("types each call by its route's schemas", () => {
    const { call } = clientAnswering(() => json({}));
    expectTypeOf<ReplyOf<'POST /public/login'>>().toEqualTypeOf<{
      [x: string]: unknown;
      message: string;
      username: string;
    }>();
    expectTypeOf(call<'GET /api/add-another'>).returns.resolves.toEqualTypeOf<{
      [x: string]: number;
    }>();
    // @ts-expect-error: a route's body must have its required properties.
    void call('PUT /api/tabs', { body: { tab_id: 'x' } });
    // @ts-expect-error: a route with a path parameter needs it.
    void call('DELETE /api/document-answer/:key');
    // @ts-expect-error: a web status outside the list.
    void call('POST /api/web-status', { body: { web_status: 'done' } });
  });
});

/**
 * Property-based fuzzing of every route the router knows (fast-check): random JSON of any shape,
 * bodies shaped like the route's own with hostile values, raw text and bytes, deep nesting, huge
 * numbers, wrong content types, random query strings and path parameters, with and without a
 * session. The property: never a 5xx, and every 4xx is JSON `{ message }`.
 * The number of runs per route keeps the folder within its time budget on a 2-core machine; a
 * failure prints fast-check's seed and the shrunk request, to replay it.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../app.ts';
import { liftRateLimits } from '../accounts-helpers.ts';
import { createLoggedInStudent, type TestStudent } from '../application-helpers.ts';
import { DATABASES, concrete, multipartBody, newSession, routesOf, type Route } from './support.ts';

const RUNS_PER_ROUTE = 40;
const totals = { requests: 0, serverErrors: 0 };

/** Strings of every kind: any code point, lone surrogates and NULs, quotes and markup. */
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\ud800', '\udfff', '\u0000', "'", '"', '<', '\\', '/', '.', 'a'),
  }),
  fc.constantFrom('', ' ', '/', '..', '__proto__', 'constructor', 'x'.repeat(20_000)),
);
/** Text as a field's value: also as a path (`last_page` must start with "/"). */
const fieldText = fc.oneof(
  text,
  text.map((t) => `/${t}`),
);
const hugeNumber = fc.constantFrom(1e308, -1e308, 2 ** 64, Number.MAX_SAFE_INTEGER + 2, -0, 5e-324);
const value = fc.oneof(
  { weight: 4, arbitrary: fieldText },
  { weight: 1, arbitrary: hugeNumber },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** The field names each route's body takes, so a shaped body gets past the first checks. */
const FIELDS: Record<string, readonly string[]> = {
  '/public/signup': ['username', 'password'],
  '/public/confirm': ['username', 'code'],
  '/public/resend-confirm': ['username'],
  '/public/login': ['username', 'password'],
  '/public/forgot-password': ['username'],
  '/public/reset-password': ['username', 'password', 'confirm_password', 'id'],
  '/api/last-page': ['last_page'],
  '/api/web-status': ['web_status'],
  '/api/add-another': ['button_id', 'num_components'],
  '/api/tabs': ['tab_id', 'chosen_tab'],
  '/api/presigned-url': ['answer_key'],
  '/api/pdf/document-answer/:key': ['file_key', 'file_name'],
  '/api/answer': ['first_name', 'personal_statement_essay', 'birth_date', 'optin_sms_ind'],
  '/api/validations': ['first_name', 'last_name'],
};

/** A body with the route's own fields (any subset), or with any keys at all. */
const shapedBody = (route: Route) => {
  const fields = FIELDS[route.url] ?? ['x'];
  const fieldValue = fc.oneof(
    { weight: 4, arbitrary: value },
    { weight: 1, arbitrary: fc.array(fieldText, { maxLength: 3 }) },
  );
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, fieldValue])), {
        requiredKeys: [],
      }),
    },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...fields), text), fieldValue) },
  );
};

/** A body as sent: JSON text of a value, raw text, or a nesting too deep for comfort. */
const rawBody = (route: Route) =>
  fc.oneof(
    { weight: 6, arbitrary: shapedBody(route).map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: text },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"a":1e999}',
        '{"__proto__":{"x":1}}',
        '{"a":',
        'null',
        '"',
        '{}',
      ),
    },
  );

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=utf-16',
      'APPLICATION/JSON',
      'application/xml',
      'application/octet-stream',
      'application/json; charset=utf-8',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** Percent-encodes any string (lone surrogates too, as UTF-8 of U+FFFD) into a path segment. */
const segment = (value: string) =>
  [...Buffer.from(value)]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
/** A path parameter: encoded text, or malformed percent-encoding and raw separators. */
const pathKey = fc.oneof(
  fc.constant('personal_statement_doc'),
  text.map(segment),
  fc.constantFrom('%', '%E0%A4%A', '%zz', '..', '%2e%2e%2f', 'a%00b', 'a/b', 'a?b=1', 'a#b'),
);

const queryString = fc
  .array(fc.tuple(text, fc.oneof(text, fc.constantFrom('1', '10', 'college_ceeb', 'address'))), {
    maxLength: 4,
  })
  .map((pairs) => new URLSearchParams(pairs).toString());

/** One request to a route: path parameters, query, body and content type all random. */
const requestTo = (route: Route, student: TestStudent) =>
  fc
    .record({
      key: pathKey,
      query: fc.oneof(fc.constant(''), queryString),
      body: fc.option(rawBody(route), { nil: undefined }),
      type: contentType,
      session: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
    })
    .map(({ key, query, body, type, session }): InjectOptions => ({
      method: route.method as InjectOptions['method'],
      url: `${concrete(route.url, key || 'x')}${query ? `?${query}` : ''}`,
      headers: {
        ...(session ? { cookie: student.cookie } : {}),
        ...(type ? { 'content-type': type } : {}),
      },
      ...(body === undefined || route.method === 'GET' || route.method === 'HEAD'
        ? {}
        : { payload: body }),
    }));

/** Upload forms: random fields in random order, then a file of random bytes. */
const uploadTo = (student: TestStudent) =>
  fc
    .record({
      fields: fc.dictionary(fc.constantFrom('key', 'policy', 'signature', 'x'), text, {
        maxKeys: 4,
      }),
      file: fc.uint8Array({ maxLength: 512 }),
      name: text,
    })
    .map(async ({ fields, file, name }): Promise<InjectOptions> => {
      const { payload, contentType: type } = await multipartBody(fields, file, name || 'f');
      return {
        method: 'POST',
        url: '/storage/upload',
        headers: { cookie: student.cookie, 'content-type': type },
        payload,
      };
    });

afterAll(() => {
  console.log(`security fuzz: ${totals.requests} requests, ${totals.serverErrors} server errors`);
});

describe.each(DATABASES)('fuzzing every route (%s)', (kind) => {
  let server: TestServer;
  let student: TestStudent;
  const saved = { ...process.env };

  beforeAll(async () => {
    liftRateLimits();
    server = await startTestServer(kind, { WORKERS: 'off' });
    student = await createLoggedInStudent(server.db);
  });
  afterAll(async () => {
    process.env = { ...saved };
    await server?.close();
  });

  /** The property every reply must hold. */
  const check = async (options: InjectOptions) => {
    totals.requests++;
    const response = await server.app.inject(options);
    const label = `${options.method} ${options.url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    if (response.statusCode >= 500) totals.serverErrors++;
    expect(response.statusCode, label).toBeLessThan(500);
    if (response.statusCode >= 400 && options.method !== 'HEAD') {
      expect(String(response.headers['content-type']), label).toMatch(/^application\/json/);
      expect(typeof response.json().message, label).toBe('string');
    }
  };

  it('never answers 5xx, and answers 4xx as { message }', { timeout: 120_000 }, async () => {
    const routes = routesOf(server.app);
    expect(routes.length).toBeGreaterThan(35);
    for (const route of routes) {
      if (route.url === '/storage/upload') continue;
      // A live session for each route: a fuzzed logout ends the one before.
      student = { ...student, cookie: await newSession(server, student.id) };
      await fc.assert(fc.asyncProperty(requestTo(route, student), check), {
        numRuns: RUNS_PER_ROUTE,
        endOnFailure: true,
      });
    }
    student = { ...student, cookie: await newSession(server, student.id) };
    await fc.assert(
      fc.asyncProperty(uploadTo(student), async (options) => check(await options)),
      { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
    console.log(`security fuzz (${kind}): ${routes.length} routes, ${RUNS_PER_ROUTE} runs each`);
  });
});

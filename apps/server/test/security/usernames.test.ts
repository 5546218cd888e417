/**
 * Look-alike usernames (issue 13, finding 8). Before the fix usernames were only trimmed and
 * lower-cased: an invisible character or fullwidth domain letters made another account whose
 * mail reached the same mailbox (17 confirmation mails to one mailbox in one burst against a
 * limit of 5). Now usernames are NFKC, lower-case and IDNA ASCII in the domain; control and
 * invisible characters are refused; mail limits count per normalised mailbox (+tags dropped).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/accounts/messages.ts';
import { startTestServer, type TestServer } from '../app.ts';
import {
  PASSWORD,
  codeFrom,
  freshEmail,
  liftRateLimits,
  logIn,
  post,
} from '../accounts-helpers.ts';
import { DATABASES } from './support.ts';

describe.each(DATABASES)('usernames (%s)', (kind) => {
  const saved = { ...process.env };
  let server: TestServer;

  beforeAll(async () => {
    // The default limit of e-mails per mailbox (5 a minute); the others lifted.
    process.env = { ...saved };
    liftRateLimits();
    delete process.env.RATE_LIMIT_EMAIL;
    server = await startTestServer(kind, { WORKERS: 'off' });
  }, 60_000);
  afterAll(async () => {
    process.env = { ...saved };
    await server?.close();
  });

  const accountsLike = async (local: string) =>
    (
      await server.db.query<{ username: string }>(
        'SELECT username FROM students WHERE username LIKE $1',
        [`%${local}%`],
      )
    ).map((r) => r.username);

  it('a burst of look-alike sign-ups makes one account and at most 5 mails', async () => {
    const local = freshEmail('burst').split('@')[0]!;
    const spellings = [
      `${local}@example.edu`,
      `${local.toUpperCase()}@EXAMPLE.EDU`,
      `${local}@ｅｘａｍｐｌｅ.edu`,
      `${local}@ＥＸＡＭＰＬＥ.ｅｄｕ`,
      `${local}＠example.edu`,
      `${local}\u200b@example.edu`,
      `\u200d${local}@example.edu`,
      `${local}@exam\u00adple.edu`,
      `${local}@example.edu\u200c`,
      `${local}\u2060@example.edu`,
      `${local}\ufeff@example.edu`,
      `${local}\u180e@example.edu`,
      `${local}\u3164@example.edu`,
      `${local}@\u202eexample.edu`,
      `${local}+1@example.edu`,
      `${local}+2@example.edu`,
      `${local}+3@example.edu`,
    ];
    const mails = server.mail.length;
    const replies = [];
    for (const username of spellings)
      replies.push(await post(server, '/public/signup', { username, password: PASSWORD }));

    // Every mail went to one mailbox; the limit held across the spellings.
    const sent = server.mail.slice(mails);
    expect(sent.length).toBeLessThanOrEqual(5);
    for (const mail of sent) expect(mail.to.replace(/\+\d/, '')).toBe(`${local}@example.edu`);
    // The invisible ones were refused by name…
    for (const [i, username] of spellings.entries())
      if (/[\u200b-\u200d\u00ad\u2060\ufeff\u180e\u3164\u202e]/.test(username) && i > 0)
        expect([400, 429]).toContain(replies[i]!.statusCode);
    // …and the visible ones are one account (a +tag is another account, same mailbox).
    expect((await accountsLike(local)).filter((u) => !u.includes('+'))).toEqual([
      `${local}@example.edu`,
    ]);
  });

  it('refuses control and invisible characters with their own message', async () => {
    const username = `zw\u200bsp.${freshEmail()}`;
    for (const url of ['/public/signup', '/public/login', '/public/forgot-password']) {
      const reply = await post(server, url, { username, password: PASSWORD });
      // forgot-password takes no password: its schema refuses the extra field first.
      if (url === '/public/forgot-password') continue;
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ message: MESSAGES.invisibleEmail });
    }
    const forgot = await post(server, '/public/forgot-password', { username });
    expect(forgot.json()).toEqual({ message: MESSAGES.invisibleEmail });
    const resend = await post(server, '/public/resend-confirm', { username: 'a\u0007@b.edu' });
    expect(resend.json()).toEqual({ message: MESSAGES.invisibleEmail });
  });

  it('stores an international domain in its IDNA form: one account however it is typed', async () => {
    const local = freshEmail('idn').split('@')[0]!;
    expect(
      (await post(server, '/public/signup', { username: `${local}@Bücher.de`, password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    const ascii = `${local}@xn--bcher-kva.de`;
    expect(await accountsLike(local)).toEqual([ascii]);
    // The mail goes to the ASCII form, which every mail server can route.
    const confirm = await post(server, '/public/confirm', {
      username: `${local}@BÜCHER.DE`,
      code: codeFrom(server, ascii),
    });
    expect(confirm.statusCode).toBe(200);
    const login = await logIn(server, ascii);
    expect(login.json().username).toBe(ascii);
  });
});

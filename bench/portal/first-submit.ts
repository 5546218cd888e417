/**
 * Issue 17's server figure: from spawning the server (as `npm start` runs it, fresh PGlite) to
 * the first submission validated and accepted, for each checkout given — e.g. a worktree of the
 * commit before issue 17 (validators compiled by ajv on the first submission) beside this one
 * (generated validators loaded at start). Fresh server each round, checkouts interleaved;
 * medians with min–max and the load average.
 *
 *   node --import tsx bench/portal/first-submit.ts <checkout root> … [--rounds N]
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { SAMPLE_APPLICATION } from '../../packages/partner-config/src/index.ts';
import {
  createAccount,
  PASSWORD,
  post,
  startCheckoutServer,
  type CheckoutServer,
} from './checkout-server.ts';

const PORT = 31_741; // below the ephemeral range

async function firstSubmit(server: CheckoutServer): Promise<{ submitMs: number }> {
  const username = `submit.${Date.now()}@example.com`;
  await createAccount(server, username);
  const login = await post(`${server.url}/public/login`, { username, password: PASSWORD });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const put = (path: string, data: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(data),
    });
  await put('/api/answer', SAMPLE_APPLICATION.answers);
  for (const [button_id, num_components] of Object.entries(SAMPLE_APPLICATION.addAnother))
    await put('/api/add-another', { button_id, num_components });
  for (const [tab_id, chosen_tab] of Object.entries(SAMPLE_APPLICATION.tabs))
    await put('/api/tabs', { tab_id, chosen_tab });
  for (const web_status of ['started', 'validating'])
    await post(`${server.url}/api/web-status`, { web_status }, cookie);
  const started = performance.now();
  await post(`${server.url}/api/submit`, undefined, cookie);
  return { submitMs: performance.now() - started };
}

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args.splice(roundsAt, 2)[1]) : 5;
const roots = args.map((r) => resolve(r));
if (roots.length === 0) roots.push(resolve(import.meta.dirname, '../..'));

const samples = new Map(roots.map((r) => [r, [] as { startMs: number; submitMs: number }[]]));
const load = [loadavg()[0]!];
for (let round = 0; round < rounds; round++)
  for (const root of round % 2 ? [...roots].reverse() : roots) {
    const server = await startCheckoutServer(root, PORT);
    try {
      const { submitMs } = await firstSubmit(server);
      samples.get(root)!.push({ startMs: server.startMs, submitMs });
    } finally {
      await server.stop();
    }
  }
load.push(loadavg()[0]!);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const show = (xs: number[]) =>
  `${Math.round(median(xs))} ms (${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))})`;
console.log(
  `\nServer start and first submission, ${rounds} rounds; load average ${load.map((l) => l.toFixed(2)).join(' → ')}\n`,
);
console.log(
  '| checkout | start → healthy | first POST /api/submit (validated) | start + first submit |',
);
console.log('| --- | --- | --- | --- |');
for (const [root, rows] of samples)
  console.log(
    `| ${root} | ${show(rows.map((r) => r.startMs))} | ${show(rows.map((r) => r.submitMs))} | ${show(rows.map((r) => r.startMs + r.submitMs))} |`,
  );

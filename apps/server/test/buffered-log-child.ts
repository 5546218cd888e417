/**
 * A process that logs through the server's buffered destination and then ends as argv[2] says:
 * `exit` (process.exit, as server.ts does after SIGTERM), `throw` (an uncaught error), `kill`
 * (SIGKILL, right after an error line), `kill-quiet` (SIGKILL with no error line) or `reader-gone`
 * (an error line and process.exit after the test has closed its end of the pipe).
 * `logging.test.ts` reads what reached its standard output.
 *
 *   node --import tsx test/buffered-log-child.ts exit 1000
 */
import Fastify from 'fastify';
import { bufferedStdout } from '../src/log-destination.ts';
import { logOptions } from '../src/log-options.ts';

const [how, count] = [process.argv[2], Number(process.argv[3] ?? 100)];
// `reader-gone`: the test closes its end of the pipe at once; the lines come after that.
if (how === 'reader-gone') await new Promise((resolve) => setTimeout(resolve, 500));
// The server's logger, as app.ts builds it for `npm start`.
const { log } = Fastify({ logger: logOptions(bufferedStdout()) });
for (let n = 0; n < count; n++) log.info({ n }, 'request completed');
if (how === 'kill' || how === 'reader-gone') log.error('failed');
if (how === 'kill' || how === 'kill-quiet') process.kill(process.pid, 'SIGKILL');
if (how === 'throw') throw new Error('uncaught');
process.exit(0);

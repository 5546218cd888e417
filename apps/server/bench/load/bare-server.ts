/** A bare Fastify route on the port in argv[2]: the baseline the saves are compared with. */
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('listening\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

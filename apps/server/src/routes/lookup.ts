/**
 * The autocomplete lookups (specification §7): public, no session, answered from in-memory
 * directories (see `../lookup/lookup-service.ts`).
 *
 *   GET /lookup/find?text=<text>&category=<category>&max_results=5   → [{ text, id, sub_text }]
 *   GET /lookup/find?id=<id>&category=<category>[&text=<typed>]      → the detail, or 404
 *
 * The detail of a school is { name, ceeb, address_line_1, city, state, zip, country } and of an
 * address { address_line_1, city, state, zip, country }: the lookup names of the partner's
 * `relatedFields`, state as the full name of the `statesProvinces` list, country a `countries`
 * code. With both `id` and `text`, `id` wins (the text is the typed Address Line 1).
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors.ts';
import { contractRoute } from './contract-route.ts';
import { DEFAULT_MAX_RESULTS } from '@admissions/api';
import { LookupService } from '../lookup/lookup-service.ts';

export const LOOKUP_NOT_FOUND = 'No such lookup entry.';

export async function lookupRoutes(app: FastifyInstance): Promise<void> {
  const lookups = new LookupService({ dataDir: app.ctx.config.dataDir });
  // Load the directories once the server listens (not for `inject` in tests), in the background.
  app.addHook('onListen', async () => {
    lookups.warm().catch((error: unknown) => app.log.error({ err: error }, 'lookup warm-up'));
  });

  contractRoute(app, 'GET /lookup/find', {}, async (request, reply) => {
    const { text, id, category, max_results } = request.query;
    let answer;
    if (id !== undefined) {
      answer = await lookups.detail(category, id, text);
      if (!answer) throw new HttpError(404, LOOKUP_NOT_FOUND);
    } else {
      const max = max_results === undefined ? DEFAULT_MAX_RESULTS : Number(max_results);
      answer = await lookups.suggest(category, text ?? '', max);
    }
    // The same query gives the same answer until a directory is re-imported.
    void reply.header('cache-control', 'public, max-age=300');
    return answer;
  });
}

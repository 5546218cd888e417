import type { FastifyInstance } from 'fastify';

/** Placeholder: registered by app.ts, filled in by the lookup work. */
export async function lookupRoutes(_app: FastifyInstance): Promise<void> {}

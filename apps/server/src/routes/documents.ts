import type { FastifyInstance } from 'fastify';

/** Placeholder: registered by app.ts, filled in by the documents work. */
export async function documentsRoutes(_app: FastifyInstance): Promise<void> {}

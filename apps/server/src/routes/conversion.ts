import type { FastifyInstance } from 'fastify';

/** Placeholder: registered by app.ts, filled in by the conversion work. */
export async function conversionRoutes(_app: FastifyInstance): Promise<void> {}

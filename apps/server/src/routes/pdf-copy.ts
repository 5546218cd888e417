import type { FastifyInstance } from 'fastify';

/** Placeholder: registered by app.ts, filled in by the pdf-copy work. */
export async function pdfCopyRoutes(_app: FastifyInstance): Promise<void> {}

import type { FastifyInstance } from 'fastify';

/** The student's application state: profile, answers, status, validations, submit, add-another, tabs, temporary answer sets. */
export async function applicationRoutes(_app: FastifyInstance): Promise<void> {}

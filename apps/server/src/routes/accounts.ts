import type { FastifyInstance } from 'fastify';

/** `/public/signup`, `/public/confirm`, `/public/resend-confirm`, `/public/login`, `/public/forgot-password`, `/public/reset-password`, `GET /api/logout`. */
export async function accountRoutes(_app: FastifyInstance): Promise<void> {}

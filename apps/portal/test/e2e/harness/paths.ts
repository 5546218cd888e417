/** Where things are, from the repository root (the harness runs the server from there). */
import { fileURLToPath } from 'node:url';

/** The repository root, with a trailing slash. */
export const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** The built portal the server serves; `npm test` builds it before any test runs. */
export const PORTAL_DIST = `${ROOT}apps/portal/dist`;

export const SERVER_ENTRY = `${ROOT}apps/server/src/server.ts`;
export const SERVICE_TOKEN_CLI = `${ROOT}apps/server/src/cli/service-token.ts`;

export const AXE_SOURCE = `${ROOT}node_modules/axe-core/axe.min.js`;

/**
 * Once per run, before any spec file: a data directory with a freshly initialised and migrated
 * PGlite database, made by starting the real server on it and stopping it cleanly. Each spec
 * file's server starts from a copy (`inject('e2eDataTemplate')`), which saves the ten seconds
 * PGlite needs to initialise a new directory, per file.
 */
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDataTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer({ keepData: true });
  await server.stop();
  project.provide('e2eDataTemplate', server.dataDir);
  return () => rm(server.dataDir, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * Our engine's package names, resolved to its sources (as bench/browser does), for the page and
 * for the bundle-size builds: both measure the code as it is now, without a stale dist.
 */
import { resolve } from 'node:path';

const engine = resolve(import.meta.dirname, '../../../packages/form-engine');

export const engineAliases = [
  { find: /^@admissions\/form-engine$/, replacement: resolve(engine, 'src/index.ts') },
  {
    find: /^@admissions\/form-engine\/react$/,
    replacement: resolve(engine, 'src/renderer/index.ts'),
  },
  {
    find: /^@admissions\/form-engine\/precompiled$/,
    replacement: resolve(engine, 'src/precompiled.ts'),
  },
  {
    find: /^@admissions\/form-engine\/styles\.css$/,
    replacement: resolve(engine, 'src/styles/default.css'),
  },
];

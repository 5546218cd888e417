/**
 * The partner's model and option lists for `form-engine lint --data` (Node only: it names the
 * JSON files by path, which the browser bundle must not): the expanded `dataModel` and
 * `optionLists`, and the data files they come from, so the CLI reports a mistake in them at the
 * line the author edits.
 *
 *   npx form-engine lint packages/partner-config/definitions --data packages/partner-config/src/author-data.ts
 */
import { fileURLToPath } from 'node:url';

export { dataModel } from './model.ts';
export { optionLists } from './options/index.ts';

/** definitions/model.json and definitions/options.json. */
export const dataFiles: readonly string[] = ['model.json', 'options.json'].map((name) =>
  fileURLToPath(new URL(`../definitions/${name}`, import.meta.url)),
);

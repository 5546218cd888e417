/**
 * The data model file (`definitions/model.json`, checked by `schema/model.schema.json`) and its
 * expansion into the engine's `DataModel`. Kept free of the package's other modules so the
 * type generator (scripts/render-data-types.ts) can expand the file it reads.
 */
import { blockKey, type AnswerType, type DataModel } from '@admissions/form-engine';

/** A key's type as the model file writes it: an engine type, or `coded` (see {@link expandModel}). */
export type ModelKeyType = AnswerType | 'coded';

/** A group of keys in the model file; with `repeat`, an add-another block. */
export interface ModelGroup {
  readonly name: string;
  readonly description?: string;
  readonly repeat?: { readonly prefix: string; readonly count: number };
  readonly keys: Readonly<Record<string, ModelKeyType>>;
}

/** The model file's content. */
export interface ModelFile {
  readonly groups: readonly ModelGroup[];
}

/** The engine keys and types one model-file entry stands for (a coded key brings `_desc`). */
function entries(key: string, type: ModelKeyType): [string, AnswerType][] {
  return type === 'coded'
    ? [
        [key, 'string'],
        [`${key}_desc`, 'string'],
      ]
    : [[key, type]];
}

/**
 * Expands the model file into every answer key with its type, in the file's order: a `coded`
 * key is a string with its `<key>_desc` label companion, and a repeated group's keys appear
 * once per block, numbered as the engine numbers them (`blockKey`: `college_name` in block 1,
 * `college_2_name` in block 2).
 *
 * @throws Error when two entries expand to the same key: the later one would silently win.
 */
export function expandModel(file: ModelFile): DataModel {
  const model: Record<string, AnswerType> = {};
  for (const group of file.groups) {
    const blocks = group.repeat?.count ?? 1;
    for (let block = 1; block <= blocks; block++)
      for (const [key, type] of Object.entries(group.keys))
        for (const [name, answerType] of entries(key, type)) {
          const numbered = group.repeat ? blockKey(group.repeat.prefix, name, block) : name;
          if (numbered in model)
            throw new Error(`model.json: key "${numbered}" is defined twice (group ${group.name})`);
          model[numbered] = answerType;
        }
  }
  return model;
}

/** The count of every repeated group, by the group's name. */
export function repeatsOf(file: ModelFile): Record<string, number> {
  return Object.fromEntries(
    file.groups.flatMap((g) => (g.repeat ? [[g.name, g.repeat.count] as const] : [])),
  );
}

/** The degrees of the parent block's boolean `parent_degree_<degree>` flags, in file order. */
export function parentDegrees(file: ModelFile): string[] {
  const parents = file.groups.find((g) => g.name === 'parents')?.keys ?? {};
  return Object.entries(parents).flatMap(([key, type]) =>
    type === 'boolean' && key.startsWith('parent_degree_')
      ? [key.slice('parent_degree_'.length)]
      : [],
  );
}

/**
 * The data model: every answer key of `application-form.md` §3 with its type, including the
 * numbered repeats of add-another blocks and the `_desc` companion of every coded pick-list.
 * The keys are data an author edits, `definitions/model.json`; this module expands it.
 */
import type { DataModel } from '@admissions/form-engine';
import modelJson from '../definitions/model.json' with { type: 'json' };
import type { ParentDegree, Repeats } from './data.generated.ts';
import { expandModel, parentDegrees, repeatsOf, type ModelFile } from './model-file.ts';

// The JSON import widens `"coded"` to string (and TypeScript cannot narrow it back); the file is
// checked against schema/model.schema.json by test/data-files.test.ts instead.
const file = modelJson as unknown as ModelFile;

/** How many of each repeated block the form offers (specification §9), from the model file. */
export const REPEATS = Object.freeze(repeatsOf(file)) as unknown as Repeats;

/** Every answer key with its type. */
export const dataModel: DataModel = expandModel(file);

/** Degree flags a parent can tick: the boolean `parent_degree_*` keys of the parent block. */
export const PARENT_DEGREES = Object.freeze(parentDegrees(file)) as readonly ParentDegree[];

// The server's side of the quick start: what the browser posted (`{ answers, addAnother }`, as
// App.tsx shows it) checked again with the same definition and the same engine, so a request
// that skipped the browser is refused with the words the applicant would have seen.
//
//   node server/validate.mjs submitted.json     prints { valid, errors }; exit code 1 if invalid
import { readFile } from 'node:fs/promises';
import { applyHideRules, compileFormOrThrow, createValidator } from '@admissions/form-engine';

const definition = JSON.parse(await readFile(new URL('../src/form.json', import.meta.url)));
const form = compileFormOrThrow(definition);
const validator = await createValidator(form);

const posted = JSON.parse(await readFile(process.argv[2], 'utf8'));
const state = { answers: posted.answers ?? {}, addAnother: posted.addAnother ?? {} };
// Hidden questions' answers are cleared first, as the browser does before it submits.
const { answers } = applyHideRules(form, state);
const { valid, errors } = validator.validate({ ...state, answers });
console.log(JSON.stringify({ valid, errors }));
process.exitCode = valid ? 0 : 1;

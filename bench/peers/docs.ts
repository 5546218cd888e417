/**
 * The "Against peer engines" section of docs/benchmarks.md, written from a run's results between
 * two marker comments (everything else in the file is left alone), then formatted with the
 * repository's prettier so that `prettier --check` stays clean. On the first run the section is
 * inserted before "## Server under load" (or at the end).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { MOUNTS, WARMUP_MOUNTS } from '../browser/settings.ts';
import { VALIDATIONS, WARMUP_VALIDATIONS } from './measure.ts';
import { kb, ms, type EngineResult, type PeerId, type PeerResults } from './results.ts';

const START = '<!-- bench:peers start: written by `npm run bench:peers` (bench/peers/docs.ts) -->';
const END = '<!-- bench:peers end -->';
const HEADING = '## Against peer engines';
/** Speed target: ours at least this many times faster than each peer. */
const TARGET = 5;

const NAMES: Readonly<Record<PeerId, string>> = {
  rjsf: 'rjsf',
  surveyjs: 'SurveyJS',
  jsonforms: 'JSON Forms',
};

/** "rjsf's", but "JSON Forms'". */
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);
const times = (value: number) => `${Number(value.toPrecision(3))}×`;
const mark = (ratio: number, goal: number) => `${times(ratio)} ${ratio >= goal ? '✔' : '✘'}`;
const versionsOf = (e: EngineResult) =>
  Object.entries(e.packages)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');

function resultsTable(r: PeerResults): string {
  const row = (e: EngineResult) => {
    const ours = e.id === 'ours';
    const b = (text: string) => (ours ? `**${text}**` : text);
    const lazy = e.size.totalJs - e.size.initialJs;
    return `| ${ours ? '**ours**' : e.label} | ${b(`${ms(e.mount.initialMs.median)} ms`)} | ${b(`${ms(e.typing.toCommitMs.median)} ms`)} (${ms(e.typing.toCommitMs.p95)}) | ${ms(e.typing.inputToCommitMs)} ms | ${e.typing.componentsPerKeystroke.median} | ${b(`${ms(e.validation.medianMs)} ms`)} (${ms(e.validation.firstMs)}) | ${b(`${kb(e.size.initialJs)} KB`)}${lazy > 0 ? ` + ${kb(lazy)} KB` : ''} | ${kb(e.size.css)} KB |`;
  };
  const base = r.baseline;
  return [
    '| engine | initial render | keydown → commit (p95) | input → commit | components re-rendered per key | validate (first) | JS gzip (+ on demand) | CSS gzip |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...r.engines.map(row),
    `| baseline: the same controls in plain React | ${ms(base.mount.initialMs.median)} ms | ${ms(base.typing.toCommitMs.median)} ms (${ms(base.typing.toCommitMs.p95)}) | ${ms(base.typing.inputToCommitMs)} ms | ${base.typing.componentsPerKeystroke.median} | | | |`,
  ].join('\n');
}

function ratiosTable(r: PeerResults): string {
  return [
    `| peer ÷ ours | initial render (target ≥ ${TARGET}) | keydown → commit (target ≥ ${TARGET}) | input → commit | validation | JS, first load (target > 1) | JS, all |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...Object.entries(r.ratios).map(
      ([id, x]) =>
        `| ${NAMES[id as PeerId]} | ${mark(x.initialRender, TARGET)} | ${mark(x.keystroke, TARGET)} | ${times(x.inputToCommit)} | ${times(x.validation)} | ${mark(x.initialJs, 1.0001)} | ${times(x.totalJs)} |`,
    ),
  ].join('\n');
}

function mountTable(r: PeerResults): string {
  const rows = [...r.engines, { ...r.baseline, label: 'baseline (plain React)' }];
  return [
    '| engine | setup | render → first commit | commits | style + layout | first mount after load | components | DOM nodes | controls |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (e) =>
        `| ${e.label} | ${ms(e.mount.setupMs)} ms | ${ms(e.mount.commitMs)} ms | ${e.mount.commits} | ${ms(e.mount.layoutMs)} ms | ${ms(e.mount.firstMountMs)} ms | ${e.mount.components} | ${e.mount.domNodes} | ${e.mount.controls} |`,
    ),
  ].join('\n');
}

/** The peers' and ours: what each could not say as we do (from the converters). */
function unexpressed(r: PeerResults): string {
  const common = [
    'All peers: our add-another blocks (flat keys such as `college_2_name` beside a block count) are ' +
      'arrays of objects, each peer\u2019s own shape; the answers are converted both ways.',
    'All peers: the tab group of the personal statement (essay or document) is a choice stored as ' +
      'an answer (`tab_personal_statement`); ours keeps tab choices beside the answers.',
    'All peers: the school and address look-ups (autocomplete) are plain text inputs, and the ' +
      'deadline banner (shown between two dates) is left out: neither is a rule.',
  ];
  const own = r.engines.flatMap((e) => e.unexpressed);
  return [...common, ...own].map((line) => `- ${line}${line.endsWith('.') ? '' : '.'}`).join('\n');
}

function differences(r: PeerResults): string {
  const { answerSets, differences: list } = r.equivalence;
  if (list.length === 0) return `All engines judge all ${answerSets} answer sets alike.`;
  const lines = list.map((d) => {
    const verdicts = Object.entries(d.valid)
      .map(
        ([id, valid]) =>
          `${id === 'ours' ? 'ours' : NAMES[id as PeerId]} ${valid ? 'valid' : 'invalid'}`,
      )
      .join(', ');
    return `- ${d.label}: ${verdicts}.`;
  });
  const campus = list.some((d) => d.label.startsWith('set campus_location='));
  return [
    `All engines judge ${answerSets - list.length} of the ${answerSets} answer sets alike. The others:`,
    '',
    ...lines,
    ...(campus
      ? [
          '',
          'A major chosen on one campus stays in the answers when the campus changes in these ' +
            'sets (as it would in data from elsewhere). Every peer rejects a major the new ' +
            'campus does not offer; ours accepts it, because our validation does not check a ' +
            'conditional dropdown against the list of the controlling answer (the store clears ' +
            'the dropdown when the applicant changes the campus, but the server would accept it). ' +
            'That is a gap in our engine, not in the converters.',
        ]
      : []),
  ].join('\n');
}

/** Where ours misses a target, by how much, and what the measurements say about why. */
function closingNote(r: PeerResults): string {
  const ours = r.engines.find((e) => e.id === 'ours')!;
  const base = r.baseline;
  const notes: string[] = [];
  for (const [id, x] of Object.entries(r.ratios) as [PeerId, PeerResults['ratios'][PeerId]][]) {
    const peer = r.engines.find((e) => e.id === id)!;
    const name = NAMES[id];
    if (x.keystroke < TARGET)
      notes.push(
        `**Keystroke, ${name}: ${times(x.keystroke)}** (${ms(peer.typing.toCommitMs.median)} ms against ${ms(ours.typing.toCommitMs.median)} ms), short of ${TARGET}×. ` +
          `Most of a keystroke is the browser's own work, the same in every engine: keydown → input event takes ${ms(ours.typing.toInputMs)} ms here, and the plain-React baseline's whole keystroke ${ms(base.typing.toCommitMs.median)} ms. ` +
          `From the input event to the commit, ${name} takes ${times(x.inputToCommit)} ours (${ms(peer.typing.inputToCommitMs)} ms against ${ms(ours.typing.inputToCommitMs)} ms): it re-renders ${peer.typing.componentsPerKeystroke.median} components per key, ours ${ours.typing.componentsPerKeystroke.median}` +
          (id === 'jsonforms'
            ? ', and its core validates the whole form with ajv on every change.'
            : '.'),
      );
    if (x.initialRender < TARGET)
      notes.push(
        `**Initial render, ${name}: ${times(x.initialRender)}** (${ms(peer.mount.initialMs.median)} ms against ${ms(ours.mount.initialMs.median)} ms), short of ${TARGET}×. ` +
          `The page's DOM is most of both: the same controls in plain React take ${ms(base.mount.initialMs.median)} ms. ` +
          `Beyond that floor, ours adds ${ms(ours.mount.initialMs.median - base.mount.initialMs.median)} ms and ${name} ${ms(peer.mount.initialMs.median - base.mount.initialMs.median)} ms (${peer.mount.components} components against our ${ours.mount.components}).`,
      );
    if (x.validation < 1)
      notes.push(
        `**Validation, ${name}: ${times(1 / x.validation)} faster than ours** (${ms(peer.validation.medianMs)} ms against ${ms(ours.validation.medianMs)} ms; both far below a frame). ` +
          `${possessive(name)} schema follows the data: a block is an array holding only the blocks the applicant added, and fields under the same condition share one \`if\` (${kb(peer.validation.schemaBytes)} KB of JSON). ` +
          `Ours validates the flat answers map against every copy of every block (${r.form.formFields} fields, ${r.form.shownFields} of them shown for the sample), with a ${kb(ours.validation.schemaBytes)} KB JSON Schema, and turns what fails into messages per field.`,
      );
    if (x.initialJs <= 1)
      notes.push(
        `**Bundle, ${name}: ${kb(peer.size.initialJs)} KB** loads first, against our ${kb(ours.size.initialJs)} KB.`,
      );
    if (x.totalJs <= 1)
      notes.push(
        `**Bundle, ${name}: ${kb(peer.size.totalJs)} KB in all**, less than ours with the validator it loads on demand (${kb(ours.size.totalJs)} KB), though ours is smaller on first load (${times(x.initialJs)}). ` +
          `Both ship ajv and ajv-formats: without them ${name} is ${kb(peer.size.withoutAjvJs)} KB and ours ${kb(ours.size.withoutAjvJs)} KB. ` +
          `Ours loads ajv's JSON Schema 2020-12 build (${kb(ours.size.totalJs - ours.size.withoutAjvJs)} KB, ${possessive(name)} draft-07 build is ${kb(peer.size.totalJs - peer.size.withoutAjvJs)} KB), and its widgets carry an accessible dialog (Radix) and combobox (downshift), about 13 KB each (see Bundle size above).`,
      );
  }
  return notes.length
    ? notes.map((n) => `- ${n}`).join('\n')
    : `Ours is at least ${TARGET}× faster than each peer on keystroke and initial render, and smaller on first load.`;
}

/** The generated part of the section (between the markers). */
export function sectionBody(r: PeerResults): string {
  const ours = r.engines.find((e) => e.id === 'ours')!;
  const peers = r.engines.filter((e) => e.id !== 'ours');
  return `${START}

\`npm run bench:peers\` (the last step of \`npm run bench\`) renders the same application in our engine and in three peers in one Chromium run, prints the tables, and rewrites this section and [its chart](benchmarks-peers.svg). Measured ${r.date.slice(0, 10)}, Chromium ${r.chromium}, Node ${r.node}, ${r.cores} cores (${r.cpu ?? 'unknown CPU'}), load average ${r.loadAverage.before[0]} → ${r.loadAverage.after[0]}; ${peers.map((e) => `${e.label} (${versionsOf(e)})`).join('; ')}.

![Bar charts of initial render, keystroke to commit, validation time and bundle size for ours, rjsf, SurveyJS and JSON Forms](benchmarks-peers.svg)

${resultsTable(r)}

Ratios, each peer's figure divided by ours (above 1: ours is faster or smaller):

${ratiosTable(r)}

### Method

- **The same application.** The partner's undergraduate form (${r.form.formFields} fields on three pages, with its visibility conditions, required rules and our other rules: patterns, lengths, dates) is converted, when the page loads, from our compiled form by a converter per peer written in that peer's idiom (\`bench/peers/src\`): JSON Schema with \`if\`/\`then\` and a uiSchema for rjsf; a survey with \`visibleIf\`/\`requiredIf\` expressions, validators and dynamic panels for SurveyJS; a JSON Schema with \`if\`/\`then\` and UI schemas with \`SHOW\` rules and array details for JSON Forms. Converting is not measured (ours: compiling, ${ms(ours.convertMs)} ms).
- **Checked equivalent.** Each engine validates ${r.equivalence.answerSets} answer sets generated from our form: the sample, each answered required field cleared, each value a condition tests for set (which shows and hides fields), each tab chosen. Verdicts are compared with ours (below).
- **Initial render**: the largest page, "${r.form.pageTitle}" (${r.form.pageFields} fields counting every copy of its add-another blocks; ${ours.mount.controls} controls with the sample answers), with \`SAMPLE_APPLICATION\`, in a fresh React root; median of ${MOUNTS} mounts after ${WARMUP_MOUNTS} warm-ups, engines in rotation. Timed from creating the engine's state from the answers (our store, SurveyJS's model; rjsf and JSON Forms do it while rendering) to the mount's last commit: SurveyJS and JSON Forms commit twice. rjsf has no pages, so it renders the page's own schema as a wizard step would, with all the answers; SurveyJS renders its current page, JSON Forms the page's UI schema. React's production build; each peer with its default renderers and theme.
- **Keystroke**: bench/browser's measurement, unchanged: ${ours.typing.keystrokes} real key events into the same unconditioned text field (\`${r.form.typingKey}\`), from keydown's timestamp to the next React commit, median (p95). "Input → commit" is the engine's share, after the browser has changed the field. SurveyJS runs with \`textUpdateMode: "onTyping"\`, so that its model, like our store, has the answer after every key (by default it takes it on blur and does no work per key).
- **Validation**: each engine's own API over the complete sample: ours \`createValidator(form)\` then \`validate(state)\`; rjsf \`validateFormData(data, schema)\` of an ajv 8 validator with the whole form's schema; SurveyJS \`model.validate()\` (every page); JSON Forms \`validate(createAjv().compile(schema), data)\`, what its core runs on every change. Median of ${VALIDATIONS} after ${WARMUP_VALIDATIONS} warm-ups; "first" includes setting up and compiling.
- **Bundle size**: a minimal entry per engine that renders a one-field form (\`bench/peers/size\`), built by Vite in production mode with React and React DOM external, each output file gzipped (level 9). Ours loads ajv on the first validation, in its own chunk ("on demand").

Initial render in detail (medians). "First mount after load" includes each engine's one-time work: JSON Forms compiles its whole schema with ajv on its first mount, SurveyJS builds its first model; ours compiled the form when the page loaded.

${mountTable(r)}

### What the peers could not express

${unexpressed(r)}

### Where the verdicts differ

${differences(r)}

### Where ours is not ${TARGET}× faster, or not smaller

${closingNote(r)}

${END}`;
}

/** Rewrites the section in `file` (inserting it on the first run) and formats the file. */
export async function writeDocs(file: string, results: PeerResults): Promise<void> {
  const text = await readFile(file, 'utf8');
  const body = sectionBody(results);
  const start = text.indexOf(START.slice(0, 20));
  const end = text.indexOf(END);
  let next: string;
  if (start >= 0 && end > start) next = text.slice(0, start) + body + text.slice(end + END.length);
  else {
    const section = `${HEADING}\n\n${body}\n\n`;
    const before = text.indexOf('## Server under load');
    next =
      before >= 0 ? text.slice(0, before) + section + text.slice(before) : `${text}\n${section}`;
  }
  const options = (await resolveConfig(file)) ?? {};
  await writeFile(file, await format(next, { ...options, filepath: file }));
}

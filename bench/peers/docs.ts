/**
 * The "Against peer engines" section of docs/benchmarks.md, written from a run's results between
 * two marker comments (everything else in the file is left alone), then formatted with the
 * repository's prettier so that `prettier --check` stays clean. Every figure in it comes from
 * the results: where a goal is missed, the text gives the measured gap and the floor beside it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { VALIDATIONS, WARMUP_VALIDATIONS, type Subject } from './measure.ts';
import {
  kb,
  loadWarning,
  ms,
  PEERS,
  spread,
  SUBJECT_NAMES,
  type EngineResult,
  type Goal,
  type PeerResults,
  type Spread,
} from './results.ts';

const START = '<!-- bench:peers start: written by `npm run bench:peers` (bench/peers/docs.ts) -->';
const END = '<!-- bench:peers end -->';
const SUBJECTS = Object.keys(SUBJECT_NAMES) as Subject[];

const times = (value: number | null) =>
  value === null ? '∞ (ours at the floor)' : `${Number(value.toPrecision(3))}×`;
const versionsOf = (e: EngineResult) =>
  Object.entries(e.packages)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
const msSpread = (s: Spread) => `${spread(s)} ms`;

type Scales = PeerResults['measured']['scales'];
type Row = Scales[string];

function mainTable(r: PeerResults): string {
  const one = r.measured.scales['1'] as Row;
  const rates = Object.keys(r.measured.paint);
  const warning = loadWarning(r);
  const lines = [
    `| engine | input → commit per key | initial render | its engine share (minus the floor) | ${rates.map((x) => `key → paint, ${x}× CPU`).join(' | ')} | cold start | validate | JS gzip |`,
    `| --- | --- | --- | --- | ${rates.map(() => '---').join(' | ')} | --- | --- | --- |`,
  ];
  if (warning) lines.push(`| ⚠ ${warning} | ${rates.map(() => '').join(' | ')} | | | | | | |`);
  for (const s of SUBJECTS) {
    const engine = r.engines.find((e) => e.id === s);
    const b = (text: string) => (s === 'ours' ? `**${text}**` : text);
    const v = s === 'baseline' ? undefined : r.measured.validationMs[s];
    lines.push(
      `| ${b(SUBJECT_NAMES[s])} | ${b(msSpread(one[s].inputToCommitMs))} | ${msSpread(one[s].initialMs)} | ${s === 'baseline' ? '' : b(msSpread(one[s].initialShareMs))} | ${rates.map((x) => b(msSpread((r.measured.paint[x] as Record<Subject, { toPaintMs: Spread }>)[s].toPaintMs))).join(' | ')} | ${msSpread(r.measured.coldMs[s])} | ${v ? msSpread(v) : ''} | ${engine ? `${kb(engine.size.initialJs)} KB` : ''} |`,
    );
  }
  const { start, end } = r.loadAverage;
  lines.push(
    `| _machine: ${r.cores} cores; 1-minute load average ${start} at the start (${end} at the end, this run included); other processes busy on ${Math.max(...r.othersCores)} cores at most during a launch_ | ${rates.map(() => '').join(' | ')} | | | | | | |`,
  );
  return lines.join('\n');
}

function ratioTable(r: PeerResults): string {
  const scales = Object.keys(r.measured.scales);
  const large = scales.at(-1)!;
  const rates = Object.keys(r.measured.paint);
  const cols: [string, string, number | undefined][] = [
    ['input → commit (≥ 5)', 'inputToCommit@1', 5],
    ['initial render, engine share (≥ 5)', 'initialShare@1', 5],
    ...rates.map((x): [string, string, undefined] => [
      `key → paint, ${x}× CPU`,
      `paint@${x}x`,
      undefined,
    ]),
    [`input → commit at ${large}× (≥ 10)`, `inputToCommit@${large}`, 10],
    [`initial render share at ${large}× (≥ 10)`, `initialShare@${large}`, 10],
    ['cold start', 'cold', undefined],
    ['validation', 'validation', undefined],
  ];
  return [
    `| peer ÷ ours | ${cols.map(([name]) => name).join(' | ')} |`,
    `| --- | ${cols.map(() => '---').join(' | ')} |`,
    ...PEERS.map((p) => {
      const cells = cols.map(([, key, goal]) => {
        const value = r.ratios[key]![p];
        const mark = goal === undefined ? '' : value === null || value >= goal ? ' ✔' : ' ✘';
        return `${times(value)}${mark}`;
      });
      return `| ${SUBJECT_NAMES[p]} | ${cells.join(' | ')} |`;
    }),
  ].join('\n');
}

function scaleTable(r: PeerResults): string {
  const scales = Object.entries(r.measured.scales) as [string, Row][];
  return [
    `| engine | ${scales.map(([x]) => `${x}×: input → commit | ${x}×: initial render (share)`).join(' | ')} |`,
    `| --- | ${scales.map(() => '--- | ---').join(' | ')} |`,
    ...SUBJECTS.map(
      (s) =>
        `| ${SUBJECT_NAMES[s]} | ${scales.map(([, row]) => `${msSpread(row[s].inputToCommitMs)} | ${ms(row[s].initialMs.median)} ms${s === 'baseline' ? '' : ` (${ms(row[s].initialShareMs.median)})`}`).join(' | ')} |`,
    ),
  ].join('\n');
}

/** Each goal, met or not; where not, the measured gap and what bounds it, the floor beside it. */
function goalNotes(r: PeerResults): string {
  const one = r.measured.scales['1'] as Row;
  const scales = Object.keys(r.measured.scales);
  const large = r.measured.scales[scales.at(-1)!] as Row;
  const rates = Object.keys(r.measured.paint);
  const paintTop = r.measured.paint[rates.at(-1)!] as Record<
    Subject,
    { toPaintMs: Spread; toCommitMs: Spread }
  >;
  const gap = (g: Goal) =>
    Object.entries(g.measured)
      .filter(([, v]) => v !== null && (g.atLeast ? v < g.target : v > g.target))
      .map(
        ([id, v]) =>
          `${SUBJECT_NAMES[id as Subject]} ${g.atLeast ? times(v) : `${ms(v ?? NaN)} ms`}`,
      )
      .join(', ');
  const why: Record<string, string> = {
    keystrokeShare: `Ours takes ${ms(one.ours.inputToCommitMs.median)} ms from the input event to the commit; the same controlled input in plain React takes ${ms(one.baseline.inputToCommitMs.median)} ms, so no engine can go below that floor. Components re-rendered per key: ours ${r.componentsPerKey.ours}, rjsf ${r.componentsPerKey.rjsf}, SurveyJS ${r.componentsPerKey.surveyjs}, JSON Forms ${r.componentsPerKey.jsonforms}.`,
    initialShare: `Beyond the floor (the same controls in plain React, ${ms(one.baseline.initialMs.median)} ms), ours adds ${ms(one.ours.initialShareMs.median)} ms and rjsf ${ms(one.rjsf.initialShareMs.median)} ms; the page's own DOM is most of every engine's mount (${r.mounts.ours.domNodes} DOM nodes and ${r.mounts.ours.components} components for ours, ${r.mounts.rjsf.domNodes} and ${r.mounts.rjsf.components} for rjsf). The difference of two medians of this size moves by milliseconds between launches (see the min–max).`,
    paint: `The floor, a keystroke into the plain-React list of the same controls, measures ${ms(paintTop.baseline.toPaintMs.median)} ms at the same slowdown (its commit ${ms(paintTop.baseline.toCommitMs.median)} ms): most of keystroke → paint is Chromium's input, style, layout, paint and frame timing, which no engine controls. Ours commits in ${ms(paintTop.ours.toCommitMs.median)} ms of it.`,
    flat: `Ours per keystroke grows from ${ms(one.ours.inputToCommitMs.median)} to ${ms(large.ours.inputToCommitMs.median)} ms.`,
    phoneFirstValidation: `With the form shown first, ours has loaded the check table's code and made its checks while the page was idle (as \`<Form>\` and the portal do), so the first validation only runs them; with nothing shown, the first validation loads that code (a chunk of its own) and makes the checks it reaches: ${ms(r.measured.phoneValidation.ours.coldMs.median)} ms (rjsf ${ms(r.measured.phoneValidation.rjsf.coldMs.median)} ms). Warm, ours takes ${ms(r.measured.phoneValidation.ours.warmMs.median)} ms at the same slowdown (rjsf ${ms(r.measured.phoneValidation.rjsf.warmMs.median)} ms).`,
    warmValidation: `Ours validates the sample in ${ms(r.measured.validationMs.ours.median)} ms, rjsf (ajv's compiled code) in ${ms(r.measured.validationMs.rjsf.median)} ms.`,
    scaleKeystroke: `At ${scales.at(-1)}× ours takes ${ms(large.ours.inputToCommitMs.median)} ms per key, the floor ${ms(large.baseline.inputToCommitMs.median)} ms.`,
    scaleInitial: `At ${scales.at(-1)}× the floor (plain React, same controls) takes ${ms(large.baseline.initialMs.median)} ms; beyond it ours adds ${ms(large.ours.initialShareMs.median)} ms, rjsf ${ms(large.rjsf.initialShareMs.median)} ms, SurveyJS ${ms(large.surveyjs.initialShareMs.median)} ms and JSON Forms ${ms(large.jsonforms.initialShareMs.median)} ms. The mounts create ${large.ours.domNodes.median} DOM nodes and ${large.ours.components.median} components for ours, ${large.rjsf.domNodes.median} and ${large.rjsf.components.median} for rjsf, ${large.baseline.domNodes.median} DOM nodes for the floor.`,
  };
  return r.goals
    .map((g) => {
      const head = `**${g.text}**, goal ${g.atLeast ? '≥' : '≤'} ${g.target}: ${Object.entries(
        g.measured,
      )
        .map(([id, v]) => `${SUBJECT_NAMES[id as Subject]} ${g.atLeast ? times(v) : ms(v ?? NaN)}`)
        .join(', ')}`;
      return g.met ? `- ✔ ${head}.` : `- ✘ ${head}. Short: ${gap(g)}. ${why[g.id] ?? ''}`;
    })
    .join('\n');
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
      .map(([id, valid]) => `${SUBJECT_NAMES[id as Subject]} ${valid ? 'valid' : 'invalid'}`)
      .join(', ');
    return `- ${d.label}: ${verdicts}.`;
  });
  return [
    `All engines judge ${answerSets - list.length} of the ${answerSets} answer sets alike. The others:`,
    '',
    ...lines,
  ].join('\n');
}

/** Whether any engine committed after the frame its keystroke's Event Timing ends at. */
function late(r: PeerResults): string {
  const counts = Object.entries(r.measured.paint).flatMap(([rate, row]) =>
    Object.entries(row as Record<Subject, { committedAfterPaint: Spread }>)
      .filter(([, p]) => p.committedAfterPaint.max > 0)
      .map(
        ([s, p]) =>
          `${SUBJECT_NAMES[s as Subject]} at ${rate}×: up to ${p.committedAfterPaint.max}`,
      ),
  );
  return counts.length === 0
    ? 'Every engine committed each keystroke before that frame (checked per key against the commit times recorded in the page), so the frame shows the change.'
    : `Keystrokes whose commit came after that frame (their paint figure is too low): ${counts.join('; ')} per launch.`;
}

function method(r: PeerResults): string {
  const s = r.sampling;
  const forms = Object.entries(r.forms);
  const grown = forms
    .filter(([x]) => x !== '1')
    .map(
      ([x, f]) =>
        `${x}×: ${f.shownPageFields} fields, ${f.copies} filled copies of each shown block${f.blocks > 1 ? `, each such block ${f.blocks} times` : ''}`,
    )
    .join('; ');
  const one = r.forms['1']!;
  return `- **Runs.** ${r.launches} fresh Chromium launch${r.launches === 1 ? '' : 'es'}; in each, every engine and the floor are measured in turn, the order turned by one each launch (mounts also rotate within a launch). Each figure is the median of the launches' medians, with the lowest and highest launch in brackets. A run is marked not publishable, its warning heading the table, when the 1-minute load average exceeds half the cores at its start, or when other processes keep more than half the cores busy during a launch (the machine's CPU time minus this run's, from \`/proc\`: during the run the load average counts the run itself).
- **The same application.** The partner's undergraduate form (${one.formFields} fields), converted when the page loads from our compiled form by a converter per peer in that peer's idiom (\`bench/peers/src\`). The page measured is the largest, "${one.pageTitle}" (${one.shownPageFields} fields shown with \`SAMPLE_APPLICATION\`), typing in \`${one.typingKey}\`. React's production build; each peer with its default renderers and theme; SurveyJS with \`textUpdateMode: "onTyping"\`, so that its model has the answer after every key, as our store does.
- **The floor** is bench/browser's plain-React page of the same controls (as many text inputs, selects with as many options) as ours renders: what any engine pays for the DOM.
- **Engine share.** Per keystroke: from the input event (the browser has changed the field) to React's commit, median of ${(s.typing.rounds ?? 0) * 20} keys per launch after ${(s.typing.warmupRounds ?? 0) * 20} not counted. Initial render: from creating the engine's state from the answers (our store, SurveyJS's model) to the mount's last commit in a fresh React root, median of ${s.mounts} mounts after ${s.warmupMounts} warm-ups; its engine share is that minus the floor's mount.
- **Keystroke → paint** (\`bench/peers/paint.ts\`): Chromium's own Event Timing, read from a performance trace (its \`EventTiming\` events: the web API rounds to 8 ms and drops entries under 16 ms, which would hide the figure this measures): from the key's arrival to the presentation of the first frame after its keydown, keypress, beforeinput and input handlers, ${s.paintRounds * 20} keys per launch, at 1× and with the CPU slowed 4× (\`Emulation.setCPUThrottlingRate\`). ${late(r)}
- **Scale.** The same page at 1×, 3× and 10× the fields the sample shows, by filling more add-another copies (${grown}). The partner's maxima (4 colleges, 4 honors, 8 activities) and the engine's limit of 10 copies per block stop short of 10×, so a bench-only copy of the definition (\`bench/peers/src/scaled.ts\`) raises the maxima and repeats each shown block under renamed keys; the peers' converters read the same compiled copy. Fewer samples there: ${s.scaledMounts} mounts, ${(s.scaledTyping.rounds ?? 0) * 20} keys per launch.
- **Cold start** (\`bench/peers/cold.ts\`): navigation → first committed form, each engine on a page of its own that loads only its code (\`cold-<engine>.html\`), in a fresh browser context: HTTP and code caches empty, served from 127.0.0.1 (no network time). Ours loads its form as the portal ships it, through the engine's Vite plugin (\`virtual:form-engine/undergraduate\`: the definition checked at build time and compiled when the module loads, the validators as generated chunks loaded on first use); each peer ships its form and data as JSON built at build time, as an application of that engine would, and builds its model or compiles its schema in the page. ${s.coldLoads} load per engine per launch.
- **Validation**: each engine's own API over the complete sample (ours \`createValidator\`; rjsf \`validateFormData\`; SurveyJS \`model.validate()\`; JSON Forms \`validate()\` with \`createAjv()\`), median of ${VALIDATIONS} after ${WARMUP_VALIDATIONS} warm-ups and at least 250 ms of calls (so every engine runs in V8's optimizing tiers: ours makes its checks on first use, and sized from its first calls it was timed half-warm before 2026-11-28), each sample a batch of calls lasting about 2 ms (one call is shorter than the page timer's resolution), the batch sized by a timing after the warm-up. **On a phone** (\`bench/peers/phone.ts\`, the CPU slowed 4×, a fresh page per figure): "first" shows the engine's page, leaves it idle 1 s, then times the first whole-form validation — what an engine does when its form shows counts as it would for an applicant (ours loads its check table's code and makes the checks while the page is idle, as \`<Form>\` and the portal do; rjsf compiles its schema on the first validation); "cold" times it on a page that showed nothing (the engine's validation code loaded, compiled or made, and run). **Bundle size**: a minimal entry per engine (\`bench/peers/size\`), React external, gzipped; ours loads ajv on demand.
- **Checked equivalent.** Each engine validates ${r.equivalence.answerSets} answer sets generated from our form (the sample, each answered required field cleared, each value a condition tests for set, each tab chosen); verdicts are compared with ours below.`;
}

/** The generated part of the section (between the markers). */
export function sectionBody(r: PeerResults): string {
  const peers = r.engines.filter((e) => e.id !== 'ours');
  return `${START}

\`npm run bench:peers\` measures the same application in our engine, three peers and plain React (the floor), prints the tables and rewrites this section and [its chart](benchmarks-peers.svg) from \`bench/peers/results.json\`. Measured ${r.date.slice(0, 10)}, Chromium ${r.chromium}, Node ${r.node}, ${r.cores} cores (${r.cpu ?? 'unknown CPU'}), ${r.launches} launch${r.launches === 1 ? '' : 'es'}, ${Math.round(r.durationS / 60)} minutes; ${peers.map((e) => `${e.label} (${versionsOf(e)})`).join('; ')}.

![Bar charts of engine share per keystroke, keystroke to paint at 4× CPU slowdown, initial render and cold start for ours, rjsf, SurveyJS, JSON Forms and plain React](benchmarks-peers.svg)

Median of the launches' medians (lowest–highest launch), on the page "${r.forms['1']!.pageTitle}" at its size with the sample answers:

${mainTable(r)}

Each peer's figure divided by ours (above 1: ours is faster). The initial-render ratios divide by ours' engine share, which is small beside the floor: when ours is within the floor's noise they swing widely, so read them with the min–max of the shares in the tables:

${ratioTable(r)}

Scale: the same page at more fields, median (lowest–highest launch) per keystroke, and the initial render with its engine share in brackets:

${scaleTable(r)}

### Goals

${goalNotes(r)}

### Method

${method(r)}

### What the peers could not express

${unexpressed(r)}

### Where the verdicts differ

${differences(r)}

${END}`;
}

/** Rewrites the section in `file` between its markers and formats the file. */
export async function writeDocs(file: string, results: PeerResults): Promise<void> {
  const text = await readFile(file, 'utf8');
  const start = text.indexOf(START.slice(0, 20));
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no bench:peers markers`);
  const next = text.slice(0, start) + sectionBody(results) + text.slice(end + END.length);
  const options = (await resolveConfig(file)) ?? {};
  await writeFile(file, await format(next, { ...options, filepath: file }));
}

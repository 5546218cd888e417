/**
 * The chart of docs/benchmarks-peers.svg, drawn from a run's results as a plain SVG string: four
 * panels (engine share per keystroke, keystroke → paint, initial render, cold start), one
 * horizontal bar per engine and one for the plain-React floor, ours in colour, each peer's bar
 * labelled with its ratio to ours and crossed by its min–max over the launches. Times span
 * orders of magnitude between engines, so the panels use a log scale (a line per power of ten).
 */
import type { SubjectRun } from './launch.ts';
import type { Subject } from './measure.ts';
import type { PaintStats } from './paint.ts';
import { ms, SUBJECT_NAMES, type PeerResults, type Spread, type Spreads } from './results.ts';

const WIDTH = 960;
const PANEL_WIDTH = 460;
const PANEL_HEIGHT = 250;
const TOP = 56;
const NAME_WIDTH = 118;
const BAR_MAX = 200;
const BAR_HEIGHT = 22;
const BAR_GAP = 10;
const OURS = '#1d5fa7';
const PEER = '#8c96a3';
const FLOOR = '#d5dae0';
const SUBJECTS = Object.keys(SUBJECT_NAMES) as Subject[];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Bar {
  readonly name: string;
  readonly ours: boolean;
  /** The plain-React floor, drawn light. */
  readonly floor: boolean;
  /** The median, and the lowest and highest launch (ms). */
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly label: string;
}

interface Panel {
  readonly title: string;
  readonly note: string;
  readonly bars: readonly Bar[];
}

/** Bar length of a value: log from a power of ten below half the smallest. */
function scaleOf(panel: Panel): { length: (value: number) => number; ticks: number[] } {
  const values = panel.bars.flatMap((b) => [b.min, b.max]);
  // Half: the smallest bar keeps some length even when it is a power of ten itself.
  const low = Math.floor(Math.log10(Math.min(...values) / 2));
  const high = Math.max(low + 1, Math.ceil(Math.log10(Math.max(...values))));
  return {
    length: (v) => ((Math.log10(v) - low) / (high - low)) * BAR_MAX,
    ticks: Array.from({ length: high - low + 1 }, (_, i) => 10 ** (low + i)),
  };
}

const tickLabel = (value: number) =>
  value >= 1 ? String(Math.round(value)) : value.toFixed(Math.round(-Math.log10(value)));

function panelSvg(panel: Panel, x: number, y: number): string {
  const { length, ticks } = scaleOf(panel);
  const parts = [
    `<text x="${x}" y="${y + 16}" class="title">${escape(panel.title)}</text>`,
    `<text x="${x}" y="${y + 34}" class="note">${escape(panel.note)}</text>`,
  ];
  const barsTop = y + 50;
  const barsBottom = barsTop + panel.bars.length * (BAR_HEIGHT + BAR_GAP) - BAR_GAP;
  for (const tick of ticks) {
    const at = (x + NAME_WIDTH + length(tick)).toFixed(1);
    const unit = tick === ticks.at(-1) ? ' ms' : '';
    parts.push(
      `<line x1="${at}" y1="${barsTop - 4}" x2="${at}" y2="${barsBottom + 4}" class="grid"/>`,
      `<text x="${at}" y="${barsBottom + 17}" class="tick" text-anchor="middle">${tickLabel(tick)}${unit}</text>`,
    );
  }
  panel.bars.forEach((bar, i) => {
    const top = barsTop + i * (BAR_HEIGHT + BAR_GAP);
    const full = Math.max(2, length(bar.value));
    const [low, high] = [Math.max(0, length(bar.min)), Math.max(2, length(bar.max))];
    const middle = top + BAR_HEIGHT / 2 + 5;
    const name = `name${bar.ours ? ' ours' : ''}`;
    const fill = bar.ours ? OURS : bar.floor ? FLOOR : PEER;
    const at = (v: number) => (x + NAME_WIDTH + v).toFixed(1);
    parts.push(
      `<text x="${x + NAME_WIDTH - 8}" y="${middle}" class="${name}" text-anchor="end">${escape(bar.name)}</text>`,
      `<rect x="${x + NAME_WIDTH}" y="${top}" width="${full.toFixed(1)}" height="${BAR_HEIGHT}" fill="${fill}"/>`,
      `<line x1="${at(low)}" y1="${top + BAR_HEIGHT / 2}" x2="${at(high)}" y2="${top + BAR_HEIGHT / 2}" class="range"/>`,
      `<text x="${at(Math.max(full, high) + 6)}" y="${middle}" class="value">${escape(bar.label)}</text>`,
    );
  });
  return parts.join('\n  ');
}

/** A bar per subject of one measure, each peer's labelled "value (×ratio)", the floor last. */
function bars(pick: (s: Subject) => Spread): Bar[] {
  const ours = pick('ours').median;
  return SUBJECTS.map((s) => {
    const { median, min, max } = pick(s);
    const ratio =
      s === 'ours' || s === 'baseline' ? '' : `  (×${Number((median / ours).toPrecision(2))})`;
    return {
      name: s === 'baseline' ? 'plain React' : SUBJECT_NAMES[s],
      ours: s === 'ours',
      floor: s === 'baseline',
      value: median,
      min,
      max,
      label: `${ms(median)} ms${ratio}`,
    };
  });
}

export function chartSvg(results: PeerResults): string {
  const { measured } = results;
  const one = measured.scales['1'] as Record<Subject, Spreads<SubjectRun>>;
  const rates = Object.keys(measured.paint);
  const top = rates.at(-1)!;
  const paint = measured.paint[top] as Record<Subject, Spreads<PaintStats>>;
  const panels: Panel[] = [
    {
      title: 'Engine share per keystroke',
      note: 'input event → React commit; median, whisker: min–max of launches',
      bars: bars((s) => one[s].inputToCommitMs),
    },
    {
      title: `Keystroke → next paint, CPU ${top}× slower`,
      note: "Chromium's Event Timing, from the key to the frame presented",
      bars: bars((s) => paint[s].toPaintMs),
    },
    {
      title: `Initial render of "${results.forms['1']!.pageTitle}"`,
      note: 'setup + render → last commit, with the sample answers',
      bars: bars((s) => one[s].initialMs),
    },
    {
      title: 'Cold start',
      note: 'navigation → first committed form, one page per engine, empty cache',
      bars: bars((s) => measured.coldMs[s]),
    },
  ];
  const height = TOP + 2 * PANEL_HEIGHT + 46;
  const body = panels.map((panel, i) =>
    panelSvg(panel, 20 + (i % 2) * (PANEL_WIDTH + 20), TOP + Math.floor(i / 2) * PANEL_HEIGHT),
  );
  const { start, end } = results.loadAverage;
  const footer = [
    `Lower is better; log scales. (×n): the peer's median divided by ours. Median of ${results.launches} launches' medians.`,
    `Chromium ${results.chromium}, ${results.cores} cores, load average ${start} → ${end}, ${results.date.slice(0, 10)}; npm run bench:peers.`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="Our form engine against rjsf, SurveyJS, JSON Forms and plain React">
  <style>
    text { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; fill: #1f2933; }
    .heading { font-size: 19px; font-weight: 700; }
    .title { font-size: 15px; font-weight: 600; }
    .note, .footer { font-size: 12px; fill: #52606d; }
    .name { font-size: 13px; }
    .name.ours { font-weight: 700; fill: ${OURS}; }
    .value { font-size: 12.5px; }
    .tick { font-size: 10.5px; fill: #7b8794; }
    .grid { stroke: #d9dee4; stroke-width: 1; }
    .range { stroke: #1f2933; stroke-width: 1.5; }
  </style>
  <rect width="100%" height="100%" fill="#ffffff"/>
  <text x="20" y="32" class="heading">Our form engine against its peers: the partner's undergraduate form</text>
  ${body.join('\n  ')}
  <text x="20" y="${height - 28}" class="footer">${escape(footer[0]!)}</text>
  <text x="20" y="${height - 10}" class="footer">${escape(footer[1]!)}</text>
</svg>
`;
}

/**
 * The chart of docs/benchmarks-peers.svg, drawn from a run's results as a plain SVG string: four
 * panels (initial render, keystroke, validation, bundle size), one horizontal bar per engine,
 * ours in colour, each peer's bar labelled with its ratio to ours. Times span several orders of
 * magnitude between engines, so their panels use a log scale (a line per power of ten); sizes
 * are close enough for a linear one.
 */
import { kb, ms, type EngineResult, type PeerResults } from './results.ts';

const WIDTH = 960;
const PANEL_WIDTH = 460;
const PANEL_HEIGHT = 236;
const TOP = 56;
const NAME_WIDTH = 118;
const BAR_MAX = 200;
const BAR_HEIGHT = 26;
const BAR_GAP = 14;
const OURS = '#1d5fa7';
const OURS_LIGHT = '#9dbfe3';
const PEER = '#8c96a3';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Bar {
  readonly name: string;
  readonly ours: boolean;
  /** The bar's full length in the metric's unit; `solid` of it is drawn dark (the rest light). */
  readonly value: number;
  readonly solid: number;
  readonly label: string;
}

interface Panel {
  readonly title: string;
  readonly note: string;
  readonly bars: readonly Bar[];
  /** Log panels are in milliseconds, with a line per power of ten. */
  readonly scale: 'log' | 'linear';
}

const SHORT_NAMES: Readonly<Record<string, string>> = {
  ours: 'ours',
  rjsf: 'rjsf',
  surveyjs: 'SurveyJS',
  jsonforms: 'JSON Forms',
};

/** Bar length of a value: linear from 0, or log from a power of ten below half the smallest. */
function scaleOf(panel: Panel): { length: (value: number) => number; ticks: number[] } {
  const values = panel.bars.map((b) => b.value);
  if (panel.scale === 'linear') {
    const max = Math.max(...values);
    return { length: (v) => (v / max) * BAR_MAX, ticks: [] };
  }
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
    const solid = Math.max(2, length(bar.solid));
    const middle = top + BAR_HEIGHT / 2 + 5;
    const name = `name${bar.ours ? ' ours' : ''}`;
    parts.push(
      `<text x="${x + NAME_WIDTH - 8}" y="${middle}" class="${name}" text-anchor="end">${escape(bar.name)}</text>`,
    );
    if (full > solid)
      parts.push(
        `<rect x="${x + NAME_WIDTH}" y="${top}" width="${full.toFixed(1)}" height="${BAR_HEIGHT}" fill="${bar.ours ? OURS_LIGHT : PEER}"/>`,
      );
    parts.push(
      `<rect x="${x + NAME_WIDTH}" y="${top}" width="${solid.toFixed(1)}" height="${BAR_HEIGHT}" fill="${bar.ours ? OURS : PEER}"/>`,
      `<text x="${(x + NAME_WIDTH + full + 6).toFixed(1)}" y="${middle}" class="value">${escape(bar.label)}</text>`,
    );
  });
  return parts.join('\n  ');
}

/** A bar per engine of one metric, each peer's labelled "value (×ratio)". */
function bars(
  engines: readonly EngineResult[],
  pick: (e: EngineResult) => number,
  format: (value: number) => string,
): Bar[] {
  const ours = pick(engines.find((e) => e.id === 'ours')!);
  return engines.map((e) => {
    const value = pick(e);
    const ratio = e.id === 'ours' ? '' : `  (×${(value / ours).toPrecision(2)})`;
    return {
      name: SHORT_NAMES[e.id] ?? e.id,
      ours: e.id === 'ours',
      value,
      solid: value,
      label: `${format(value)}${ratio}`,
    };
  });
}

export function chartSvg(results: PeerResults): string {
  const { engines } = results;
  const withMs = (v: number) => `${ms(v)} ms`;
  const sizes = bars(
    engines,
    (e) => e.size.totalJs,
    (v) => `${kb(v)} KB`,
  ).map((bar, i) => {
    const size = engines[i]!.size;
    const lazy = size.totalJs - size.initialJs;
    const label = lazy > 0 ? `${kb(size.initialJs)} + ${kb(lazy)} KB` : bar.label;
    return { ...bar, solid: size.initialJs, label };
  });
  const panels: Panel[] = [
    {
      title: 'Initial render of the largest page',
      note: `"${results.form.pageTitle}" with the sample answers, median; log scale`,
      bars: bars(engines, (e) => e.mount.initialMs.median, withMs),
      scale: 'log',
    },
    {
      title: 'Keystroke to commit',
      note: `one text field, median of ${engines[0]!.typing.keystrokes} keys; log scale`,
      bars: bars(engines, (e) => e.typing.toCommitMs.median, withMs),
      scale: 'log',
    },
    {
      title: 'Validating the whole form',
      note: 'each engine\u2019s own API, the sample answers, median; log scale',
      bars: bars(engines, (e) => e.validation.medianMs, withMs),
      scale: 'log',
    },
    {
      title: 'Bundle size, JavaScript gzipped',
      note: 'minimal entry, React excluded; light: loaded on demand',
      bars: sizes,
      scale: 'linear',
    },
  ];
  const height = TOP + 2 * PANEL_HEIGHT + 30;
  const body = panels.map((panel, i) =>
    panelSvg(panel, 20 + (i % 2) * (PANEL_WIDTH + 20), TOP + Math.floor(i / 2) * PANEL_HEIGHT),
  );
  const footer =
    "Lower is better. (×n): the peer's figure divided by ours (bundles: ours in all). " +
    `Chromium ${results.chromium}, ${results.cores} cores, ${results.date.slice(0, 10)}; npm run bench:peers.`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img" aria-label="Our form engine against rjsf, SurveyJS and JSON Forms">
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
  </style>
  <rect width="100%" height="100%" fill="#ffffff"/>
  <text x="20" y="32" class="heading">Our form engine against its peers: the partner's undergraduate form</text>
  ${body.join('\n  ')}
  <text x="20" y="${height - 12}" class="footer">${escape(footer)}</text>
</svg>
`;
}

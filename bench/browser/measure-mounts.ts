/**
 * The initial-render measurement: fresh mounts of the engine's page and of its two baselines,
 * timed in the page (src/main.tsx) and summarised here.
 */
import type { Page } from 'playwright-core';
import { MOUNTS, WARMUP_MOUNTS } from './settings.ts';
import type { CaseInfo, MountResult, MountSpec } from './src/types.ts';
import { median, round } from './statistics.ts';

/** Mounts `spec` in a fresh root; with `keep` it stays mounted (to type in it afterwards). */
export const mountOnce = (page: Page, spec: MountSpec, keep = false): Promise<MountResult> =>
  page.evaluate(([s, k]) => window.__bench.mount(s, k), [spec, keep] as const);

export interface MountStats {
  readonly variant: string;
  readonly spec: MountSpec;
  readonly samples: number;
  readonly commitMs: { median: number; min: number; max: number };
  readonly scheduleMs: number;
  readonly renderMs: number;
  readonly commitPhaseMs: number;
  readonly effectsMs: number;
  readonly layoutMs: number;
  readonly storeMs: number;
  readonly components: number;
  readonly fieldComponents: number;
  readonly controls: number;
  readonly domNodes: number;
  /** Median commit time over the plain-inputs baseline's. */
  ratio?: number;
  /** Median commit time over the same-controls baseline's (selects with their options). */
  ratioSameControls?: number;
}

function mountStats(variant: string, spec: MountSpec, results: MountResult[]): MountStats {
  const m = (pick: (r: MountResult) => number) => round(median(results.map(pick)));
  const commits = results.map((r) => r.commitMs);
  // Every mount of a variant renders the same tree, so the counts of any one of them will do.
  const last = results.at(-1)!;
  return {
    variant,
    spec,
    samples: results.length,
    commitMs: {
      median: round(median(commits)),
      min: round(Math.min(...commits)),
      max: round(Math.max(...commits)),
    },
    scheduleMs: m((r) => r.scheduleMs),
    renderMs: m((r) => r.renderMs),
    commitPhaseMs: m((r) => r.commitPhaseMs),
    effectsMs: m((r) => r.effectsMs),
    layoutMs: m((r) => r.layoutMs),
    storeMs: m((r) => r.storeMs),
    components: last.components,
    fieldComponents: last.fieldComponents,
    controls: last.controls,
    domNodes: last.domNodes,
  };
}

const SEEDS = ['full', 'empty'] as const;

/**
 * Fresh mounts of every variant, in rotation (engine and baselines alternate, so drift in the
 * machine's speed touches all alike). A first mount of the engine's page counts its controls for
 * the two baselines: "inputs" has as many plain text inputs as the page has controls (the
 * reference ratio); "same controls" has its inputs and its selects with their options, which
 * separates what the engine costs from what its DOM costs.
 */
export async function measureMounts(page: Page, info: CaseInfo): Promise<MountStats[]> {
  const variants: [string, MountSpec][] = [];
  for (const seed of SEEDS) {
    const engine: MountSpec = { kind: 'engine', caseId: info.id, seed };
    const probe = await mountOnce(page, engine);
    variants.push(
      [`engine, ${seed}`, engine],
      [`baseline: inputs, ${seed}`, { kind: 'baseline', inputs: probe.controls }],
      [
        `baseline: same controls, ${seed}`,
        { kind: 'baseline', inputs: probe.inputs, selects: probe.selectOptions },
      ],
    );
  }
  const results = variants.map(() => [] as MountResult[]);
  for (let i = 0; i < WARMUP_MOUNTS + MOUNTS; i++)
    for (let j = 0; j < variants.length; j++) {
      // The order turns each round, so the garbage the big engine page leaves (collected during
      // a later mount) falls on every variant in turn rather than always on the same baseline.
      const v = (i + j) % variants.length;
      const result = await mountOnce(page, variants[v]![1]);
      if (i >= WARMUP_MOUNTS) results[v]!.push(result);
    }
  const stats = variants.map(([name, spec], v) => mountStats(name, spec, results[v]!));
  // Variants come in threes per seed: the engine, then its inputs and same-controls baselines.
  for (let v = 0; v < stats.length; v += 3) {
    const engine = stats[v]!.commitMs.median;
    stats[v]!.ratio = round(engine / stats[v + 1]!.commitMs.median);
    stats[v]!.ratioSameControls = round(engine / stats[v + 2]!.commitMs.median);
  }
  return stats;
}

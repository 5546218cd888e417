/**
 * What the applicant sees: keystroke → the next painted frame, from Chromium's own Event Timing,
 * at normal speed and with the CPU slowed down (CDP `Emulation.setCPUThrottlingRate`).
 *
 * Why a trace and not a PerformanceObserver: the web-exposed `PerformanceEventTiming` rounds
 * `duration` to 8 ms and reports nothing under its 16 ms `durationThreshold`, so it cannot give
 * a median of keystrokes that mostly take less than a frame, nor tell 14 ms from 17. The trace's
 * `EventTiming` events (category devtools.timeline, what DevTools' Interactions track reads)
 * carry the same entries for every event, unrounded: `timeStamp` (when the key arrived) and
 * `duration` up to the presentation of the first frame after the event's handlers ran. A
 * keystroke is its keydown, keypress, beforeinput and input (one task, one frame); its paint is
 * the latest end of those. Keyup is left out: it is a separate task that paints nothing new.
 */
import type { CDPSession, Page } from 'playwright-core';
import { mountOnce } from '../browser/measure-mounts.ts';
import { typeRounds } from '../browser/measure-keystrokes.ts';
import type { Keystroke, MountSpec } from '../browser/src/types.ts';
import { median, quantile, round } from '../browser/statistics.ts';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly args?: {
    readonly data?: { type?: string; timeStamp?: number; duration?: number };
  };
}

/** Keystroke → next paint of one subject at one CPU rate, medians of the keys typed. */
export interface PaintStats {
  readonly keystrokes: number;
  readonly toPaintMs: number;
  readonly p95Ms: number;
  /** The same keystrokes' keydown → commit, in the same throttled run. */
  readonly toCommitMs: number;
  /**
   * Keystrokes whose React commit came after the frame Event Timing ends at (work deferred
   * past the event): their paint figure would be too low. Expected 0 for every engine.
   */
  readonly committedAfterPaint: number;
}

const TYPES = new Set(['keydown', 'keypress', 'beforeinput', 'input']);

async function traced(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  // The protocol types trace events as string maps; they are JSON objects of this shape.
  const collect = (e: { value: object[] }) => events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline',
    transferMode: 'ReportEvents',
  });
  try {
    await during();
  } finally {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/** Each keydown's time and the paint that ends its keystroke, in the page's clock (ms). */
function keystrokePaints(events: readonly TraceEvent[]): { start: number; paint: number }[] {
  const entries = events
    .filter((e) => e.name === 'EventTiming' && e.ph === 'b' && TYPES.has(e.args?.data?.type ?? ''))
    .map((e) => e.args!.data! as { type: string; timeStamp: number; duration: number })
    .sort((a, b) => a.timeStamp - b.timeStamp);
  const strokes: { start: number; paint: number }[] = [];
  for (const entry of entries) {
    if (entry.type === 'keydown') strokes.push({ start: entry.timeStamp, paint: 0 });
    const open = strokes.at(-1);
    if (open) open.paint = Math.max(open.paint, entry.timeStamp + entry.duration);
  }
  return strokes;
}

/**
 * Types `rounds` rounds in `spec`'s field at CPU slowdown `rate`, tracing Event Timing; `gapMs`
 * between keys leaves each keystroke its frame. No warm-up round: the page has typed in every
 * engine before (the typing measure), and a round at 4× costs a slow peer tens of seconds.
 */
export async function measurePaint(
  page: Page,
  cdp: CDPSession,
  spec: MountSpec,
  rate: number,
  rounds: number,
  gapMs: number,
): Promise<PaintStats> {
  await mountOnce(page, spec, true);
  await page.evaluate((s) => window.__bench.focus(s), spec);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  let recorded: Keystroke[];
  let events: TraceEvent[];
  try {
    await page.evaluate(() => window.__bench.startKeystrokes());
    events = await traced(cdp, () => typeRounds(page, rounds, gapMs));
    recorded = await page.evaluate(() => window.__bench.stopKeystrokes());
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.evaluate(() => window.__bench.unmount());
  }
  const paints = keystrokePaints(events);
  // The same keydown in both clocks' records: its timeStamp, to the trace's microsecond.
  const commitOf = (start: number) => {
    const k = recorded.find((r) => Math.abs(r.timeStamp - start) < 0.05);
    return k?.toCommitMs === undefined ? 0 : k.timeStamp + k.toCommitMs;
  };
  const toPaint = paints.map((p) => p.paint - p.start);
  const late = paints.filter((p) => commitOf(p.start) > p.paint);
  if (paints.length < recorded.length * 0.9)
    throw new Error(`the trace has ${paints.length} keystrokes of ${recorded.length} typed`);
  return {
    keystrokes: paints.length,
    toPaintMs: round(median(toPaint)),
    p95Ms: round(quantile(toPaint, 0.95)),
    toCommitMs: round(median(recorded.flatMap((k) => (k.toCommitMs ? [k.toCommitMs] : [])))),
    committedAfterPaint: late.length,
  };
}

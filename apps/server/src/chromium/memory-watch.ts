/**
 * The memory cap of the printer's Chromium, which runs outside the isolated conversion process
 * (`conversion/sandbox.ts`) but prints what came out of it. A watchdog sums the anonymous resident
 * memory (heap, bitmaps — not the shared program text that every Chromium process maps) of the
 * browser and all its descendants, read from /proc. Over the cap it kills the largest process:
 * a renderer alone when it is one (only the print in that renderer fails; every browser context
 * has its own renderer), else the whole browser. Linux only; elsewhere /proc is missing and the
 * watchdog sees nothing (the wall-clock limit still holds).
 */
import { readFileSync, readdirSync } from 'node:fs';

/** How often the watchdog reads the memory of the browser's processes. */
export const MEMORY_WATCH_MS = 50;
/**
 * How often it looks for new processes of the browser (renderers start with each print): a scan
 * of /proc costs about 10 ms with 150 processes.
 */
export const TREE_REFRESH_MS = 500;

/** What the watchdog killed and why, for the log. */
export interface MemoryKill {
  /** `renderer`: one print's renderer; `browser`: every process of the browser. */
  readonly killed: 'renderer' | 'browser';
  /**
   * The browser's anonymous resident memory when it acted, in whole MB rounded up: above the
   * cap it exceeded (600.3 MB over a 600 MB cap is 601, never "600").
   */
  readonly totalMb: number;
}

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined; // the process has gone
  }
};

/** Each process's parent, from /proc/<pid>/stat (the field after the parenthesised name). */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return parentOf; // no /proc: not Linux
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    if (!stat) continue;
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    parentOf.set(Number(entry), ppid);
  }
  return parentOf;
}

/** The command line of a process as one string (Chromium rewrites its children's). */
const commandLine = (pid: number) => (read(`/proc/${pid}/cmdline`) ?? '').replaceAll('\0', ' ');

/** Anonymous resident memory of a process in MB (`RssAnon`), 0 when it has gone. */
function anonymousMb(pid: number): number {
  const status = read(`/proc/${pid}/status`) ?? '';
  return Number(/^RssAnon:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The process started by this one whose command line holds `marker` (the browser, launched with
 * it as an argument), and all its descendants; empty when there is none.
 */
function browserTree(marker: string): number[] {
  const parentOf = parents();
  const root = [...parentOf].find(
    ([pid, ppid]) => ppid === process.pid && commandLine(pid).includes(marker),
  )?.[0];
  if (root === undefined) return [];
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parentOf) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

const kill = (pid: number) => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
};

/** A memory watchdog, checking only while started. */
export interface MemoryWatch {
  /** Starts checking (again); nothing when already started. */
  start(): void;
  stop(): void;
}

/**
 * A watchdog over the memory of the browser launched with `marker` among its arguments;
 * `capMb()` is read on every check. `onKill` hears of every kill, before the print fails.
 */
export function watchBrowserMemory(
  marker: string,
  capMb: () => number,
  onKill: (kill: MemoryKill) => void,
): MemoryWatch {
  let tree: number[] = [];
  let refreshedAt = 0;
  const killed = new Set<number>();
  const check = () => {
    if (Date.now() - refreshedAt >= TREE_REFRESH_MS) {
      const current = browserTree(marker);
      // A killed process is left out while it dies; its number may then be a new process's.
      for (const pid of killed) if (!current.includes(pid)) killed.delete(pid);
      tree = current.filter((pid) => !killed.has(pid));
      refreshedAt = Date.now();
    }
    const usage = tree.map((pid) => ({ pid, mb: anonymousMb(pid) }));
    const totalMb = usage.reduce((sum, process) => sum + process.mb, 0);
    if (totalMb <= capMb() || usage.length === 0) return;
    const largest = usage.reduce((a, b) => (b.mb > a.mb ? b : a));
    const renderer = commandLine(largest.pid).includes('--type=renderer');
    const victims = renderer ? [largest.pid] : tree;
    for (const pid of victims) {
      kill(pid);
      killed.add(pid);
    }
    tree = tree.filter((pid) => !killed.has(pid));
    onKill({ killed: renderer ? 'renderer' : 'browser', totalMb: Math.ceil(totalMb) });
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      if (timer) return;
      refreshedAt = 0; // a new print has a new renderer
      timer = setInterval(check, MEMORY_WATCH_MS);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

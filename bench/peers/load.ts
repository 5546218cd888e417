/**
 * How busy the machine is apart from this benchmark. The 1-minute load average says it well
 * before the run starts, but not during it: the run's own Node and Chromium keep one to two
 * cores busy, so the load average then counts this run as "load". During the run, the CPU time
 * of the whole machine (/proc/stat) minus this process's own and its children's (Chromium, once
 * each launch has closed it and it has been reaped) is what other processes took.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** A reading: the machine's busy CPU ticks, this process tree's, and when. */
export interface CpuReading {
  readonly busy: number;
  readonly own: number;
  readonly at: number;
}

/** Reads the counters; undefined where /proc is missing (not Linux). */
export function readCpu(): CpuReading | undefined {
  try {
    // cpu  user nice system idle iowait irq softirq steal …: busy is all but idle and iowait.
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
    const ticks = cpu.map(Number);
    const busy = ticks.reduce((a, b) => a + b, 0) - ticks[3]! - ticks[4]!;
    // utime stime cutime cstime are fields 14–17; the command (field 2) may contain spaces.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = fields.slice(11, 15).reduce((a, b) => a + Number(b), 0);
    return { busy, own, at: performance.now() };
  } catch {
    return undefined;
  }
}

/** Cores other processes kept busy on average between two readings (0 without /proc). */
export function othersCores(from: CpuReading | undefined, to: CpuReading | undefined): number {
  if (!from || !to || to.at <= from.at) return 0;
  const seconds = (to.at - from.at) / 1000;
  return Math.max(0, (to.busy - from.busy - (to.own - from.own)) / TICKS / seconds);
}

/**
 * How busy the machine is apart from this benchmark. The 1-minute load average says it well
 * before the run starts, but not during it: the run's own Node and Chromium keep one to two
 * cores busy, so the load average then counts this run as "load". During a launch, the CPU time
 * of the whole machine (/proc/stat) minus that of this process and all its live descendants
 * (Chromium's browser, zygotes and renderers; read before the browser closes, since a renderer
 * that dies with its zygote is reaped by no process of ours) is what other processes took.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** A reading: the machine's busy CPU ticks, this process tree's, and when. */
export interface CpuReading {
  readonly busy: number;
  readonly own: number;
  readonly at: number;
}

/** The CPU ticks of `root` and its live descendants, their reaped children's included. */
function treeTicks(root: number): number {
  const processes: { pid: number; ppid: number; ticks: number }[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // ppid is field 4, utime stime cutime cstime fields 14–17; the command (field 2) may
      // contain spaces, so fields are counted from its closing parenthesis.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = fields.slice(11, 15).reduce((a, b) => a + Number(b), 0);
      processes.push({ pid: Number(name), ppid: Number(fields[1]), ticks });
    } catch {
      // The process ended while the list was read.
    }
  }
  const ours = new Set([root]);
  // Parents come before their children in pid order almost always; repeat until stable.
  for (let grew = true; grew;) {
    grew = false;
    for (const p of processes)
      if (!ours.has(p.pid) && ours.has(p.ppid)) {
        ours.add(p.pid);
        grew = true;
      }
  }
  return processes.filter((p) => ours.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0);
}

/** Reads the counters; undefined where /proc is missing (not Linux). */
export function readCpu(): CpuReading | undefined {
  try {
    // cpu  user nice system idle iowait irq softirq steal …: busy is all but idle and iowait.
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
    const ticks = cpu.map(Number);
    const busy = ticks.reduce((a, b) => a + b, 0) - ticks[3]! - ticks[4]!;
    return { busy, own: treeTicks(process.pid), at: performance.now() };
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

/** What /proc says of the Chromium processes a process started, for the printer's tests. */
import { readFileSync, readdirSync } from 'node:fs';

export interface ChromiumProcess {
  readonly pid: number;
  /** `--type=` of its command line (`browser` without one). */
  readonly type: string;
  /** The nice value of every thread. */
  readonly nice: number[];
  /** Its environment's variable names. */
  readonly environment: string[];
  /** seccomp mode (2: a filter, as Chromium's sandbox installs). */
  readonly seccomp: number;
  /** PID namespaces it is nested in beyond the machine's (Chromium's sandbox adds its own). */
  readonly namespaces: number;
}

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};
/** The fields of a /proc stat line after the command name, numbered from 3 (the state). */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** Every process descended from `root` whose command line runs Chromium. */
export function chromiumTree(root: number): ChromiumProcess[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(statFields(read(`/proc/${entry}/stat`))[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree = [...(children.get(root) ?? [])];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  const processes: ChromiumProcess[] = [];
  for (const pid of tree) {
    const command = read(`/proc/${pid}/cmdline`).replaceAll('\0', ' ');
    if (!command.includes('chromium')) continue;
    const status = read(`/proc/${pid}/status`);
    const tasks = (() => {
      try {
        return readdirSync(`/proc/${pid}/task`);
      } catch {
        return [];
      }
    })();
    processes.push({
      pid,
      type: /--type=([a-z-]+)/.exec(command)?.[1] ?? 'browser',
      // Field 19 of stat: the 17th after the state.
      nice: tasks.map((tid) => Number(statFields(read(`/proc/${pid}/task/${tid}/stat`))[16])),
      environment: read(`/proc/${pid}/environ`)
        .split('\0')
        .filter(Boolean)
        .map((entry) => entry.split('=')[0]!),
      seccomp: Number(/^Seccomp:\s+(\d+)/m.exec(status)?.[1] ?? 0),
      namespaces: (/^NSpid:\s+(.*)$/m.exec(status)?.[1] ?? '').trim().split(/\s+/).length - 1,
    });
  }
  return processes;
}

/**
 * Runs decoding work in an isolated process: each task gets a fresh `child_process.fork` of
 * `sandbox-child` (`.js` when built, `.ts` under tsx from source) with a V8 heap limit
 * (`--max-old-space-size`), a watchdog that reads the child's resident memory from /proc every
 * {@link WATCH_EVERY_MS} and kills it above the cap (array buffers live outside the V8 heap), and
 * a wall-clock limit that kills it too. The child runs at the lowest CPU priority (nice 19) and
 * gets no secrets in its environment. So a file that makes a decoder allocate gigabytes or spin
 * for a minute costs at most one capped child, while the server process goes on answering
 * requests.
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, setPriority } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ConversionError } from './detect.ts';

/** The limits of one isolated task. */
export interface IsolationLimits {
  /** Resident memory of the child, megabytes (`CONVERSION_MEMORY_MB`). */
  readonly memoryMb: number;
  /** Wall-clock time from handing the child the file to its answer, ms (`CONVERSION_TIMEOUT_MS`). */
  readonly timeoutMs: number;
  /** How long the child may take to start (load its modules), ms; default {@link STARTUP_MS}. */
  readonly startupMs?: number;
}

/** Starting a child takes half a second on a quiet machine; a busy one gets plenty more. */
export const STARTUP_MS = 30_000;

export const DEFAULT_ISOLATION_LIMITS: IsolationLimits = { memoryMb: 768, timeoutMs: 30_000 };
/** How often the watchdog reads the child's resident memory. */
export const WATCH_EVERY_MS = 25;
/**
 * At most this many isolated processes at once per server: one per conversion worker (one per
 * core unless `CONVERSION_WORKERS` says otherwise: {@link setMaxChildren}) and one for the PDF
 * copy's merge, so that no worker waits for another's child (the newcomers' worker must start at
 * once).
 */
let maxChildren = availableParallelism() + 1;
/** Sets {@link maxChildren} (from the server's configured conversion workers). */
export function setMaxChildren(children: number): void {
  maxChildren = children;
}

export const RESOURCE_MESSAGE =
  'The file is too large or too complex to convert. Please upload a smaller file, or save it as a PDF and upload that instead.';

/** A task killed or refused for the resources it needed: not worth a retry. */
export class ResourceLimitError extends ConversionError {
  constructor(
    readonly reason: 'memory' | 'time' | 'crash',
    /** For the log: what was measured, or how the process ended. */
    readonly detail = '',
  ) {
    super(RESOURCE_MESSAGE);
    this.name = 'ResourceLimitError';
  }
}

export type IsolatedTask =
  | { readonly kind: 'convert'; readonly bytes: Uint8Array }
  | { readonly kind: 'merge'; readonly main: Uint8Array; readonly attachments: Uint8Array[] };

/** What the child answers. */
export type IsolatedReply =
  | { readonly type: 'started' }
  | { readonly type: 'pdf'; readonly pdf: Uint8Array }
  | { readonly type: 'html'; readonly html: string }
  | { readonly type: 'refused'; readonly message: string }
  | { readonly type: 'resource'; readonly reason: string }
  | { readonly type: 'failed'; readonly reason: string };

export type IsolatedResult = Extract<IsolatedReply, { type: 'pdf' | 'html' }>;

let configured: IsolationLimits = DEFAULT_ISOLATION_LIMITS;
/** Sets the limits of this process's isolated tasks (from the server's configuration). */
export function setIsolationLimits(limits: IsolationLimits): void {
  configured = limits;
}
export const isolationLimits = (): IsolationLimits => configured;

/**
 * Built (`dist/*.js`, bundled by tsup.config.ts): the built child, plain JavaScript under Node
 * alone; from source (tests, `npm run dev`): `sandbox-child.ts` under tsx, which compiles it first.
 * From fork to the child's first message (median of 7, two busy cores): 0.26–0.35 s built,
 * 0.49–0.53 s under tsx, its cache warm or cold; an empty Node child takes 0.08 s, the rest is
 * loading pdf-lib and mammoth.
 */
const BUILT = import.meta.url.endsWith('.js');
const CHILD = fileURLToPath(
  new URL(BUILT ? './sandbox-child.js' : './sandbox-child.ts', import.meta.url),
);
/** Node's options for the child besides its heap limit: tsx's loader when from source. */
const CHILD_EXEC_ARGV = BUILT
  ? []
  : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];

/** The child's resident memory in megabytes, or 0 when /proc cannot tell (not Linux, gone). */
function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

let running = 0;
const waiting: (() => void)[] = [];
async function slot(): Promise<() => void> {
  if (running >= maxChildren) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/**
 * Runs `task` in a fresh isolated process. Resolves with its result; rejects with the child's
 * {@link ConversionError} (a refusal the student sees), a {@link ResourceLimitError} (killed for
 * memory or time, or crashed while decoding), or a plain Error when the process could not start.
 */
export async function runIsolated(
  task: IsolatedTask,
  limits: IsolationLimits = configured,
): Promise<IsolatedResult> {
  const release = await slot();
  try {
    return await runChild(task, limits);
  } finally {
    release();
  }
}

function runChild(task: IsolatedTask, limits: IsolationLimits): Promise<IsolatedResult> {
  const child = fork(CHILD, [], {
    execArgv: [...CHILD_EXEC_ARGV, `--max-old-space-size=${limits.memoryMb}`],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    // Nothing of the server's environment (database URL, storage secret, S3 keys).
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}), // tsx's cache (from source)
    },
  });
  try {
    // The lowest priority: with the CPU contended, the server's requests come first.
    setPriority(child.pid!, 19);
  } catch {
    // Not permitted here: the limits still hold.
  }
  let stderr = '';
  child.stderr!.on('data', (data: Buffer) => (stderr = (stderr + data.toString()).slice(-2000)));
  return new Promise<IsolatedResult>((resolve, reject) => {
    let started = false;
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearInterval(watchdog);
      clearTimeout(timer);
      child.kill('SIGKILL');
      outcome();
    };
    const kill = (reason: 'memory' | 'time', detail: string) =>
      finish(() => reject(new ResourceLimitError(reason, detail)));
    const watchdog = setInterval(() => {
      const mb = residentMb(child.pid!);
      if (mb > limits.memoryMb) kill('memory', `${Math.round(mb)} MB resident`);
    }, WATCH_EVERY_MS);
    // A child that does not even start in time is the machine's fault, not the file's: an error
    // worth a retry. Once it has the file, the wall-clock limit is the file's.
    let timer = setTimeout(
      () => finish(() => reject(new Error('the conversion process did not start in time'))),
      limits.startupMs ?? STARTUP_MS,
    );
    child.on('message', (reply: IsolatedReply) => {
      if (reply.type === 'started') {
        started = true;
        clearTimeout(timer);
        timer = setTimeout(() => kill('time', `${limits.timeoutMs} ms`), limits.timeoutMs);
        child.send(task, (error) => {
          if (error) finish(() => reject(error));
        });
      } else if (reply.type === 'refused') finish(() => reject(new ConversionError(reply.message)));
      else if (reply.type === 'resource')
        finish(() => reject(new ResourceLimitError('memory', reply.reason)));
      else if (reply.type === 'failed')
        finish(() => reject(new Error(`conversion failed: ${reply.reason}`)));
      // A typed array received over IPC is a view into the whole message: copied out.
      else if (reply.type === 'pdf')
        finish(() => resolve({ type: 'pdf', pdf: new Uint8Array(reply.pdf) }));
      else finish(() => resolve(reply));
    });
    child.on('error', (error) => finish(() => reject(error)));
    child.on('exit', (code, signal) => {
      const how = `exit ${signal ?? code}: ${stderr.trim().split('\n').slice(-3).join(' ')}`;
      if (!started)
        finish(() => reject(new Error(`the conversion process did not start (${how})`)));
      // Started, then died without an answer: V8's heap limit, or a decoder crashing on the file.
      else
        finish(() =>
          reject(new ResourceLimitError(/heap/i.test(stderr) ? 'memory' : 'crash', how)),
        );
    });
  });
}

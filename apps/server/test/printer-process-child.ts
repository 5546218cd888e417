/**
 * Run by printer-limits.test.ts in a process of its own (as an unprivileged user, to see
 * Chromium's sandbox): prints a page of 10^4 rectangles with the server's printer and writes, as
 * JSON, the PDF's size and what /proc says of every Chromium process this process started while
 * the print was under way (see `chromiumTree`).
 */
import { createPrinter } from '../src/chromium/printer.ts';
import { makeSvgUseBomb } from './active-content-fixtures.ts';
import { chromiumTree } from './printer-processes.ts';

const printer = createPrinter();
const printing = printer.print(makeSvgUseBomb(4), { marginMm: 10 });
// A renderer is forked first and installs its seccomp filter a moment later: sample until every
// renderer seen has one (or 10 s pass), so a renderer caught mid-start is not read as unsandboxed.
// A renderer that never installs one still fails the test, with the last sample.
const settled = (sample: ReturnType<typeof chromiumTree>) => {
  const renderers = sample.filter((p) => p.type === 'renderer');
  return renderers.length > 0 && renderers.every((p) => p.seccomp !== 0);
};
let processes = chromiumTree(process.pid);
for (let n = 0; n < 200 && !settled(processes); n++) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const sample = chromiumTree(process.pid);
  // Once the print is over its renderer may be gone: keep the last sample that held one.
  if (sample.some((p) => p.type === 'renderer') || !processes.some((p) => p.type === 'renderer')) {
    processes = sample;
  }
}
const pdf = await printing;
process.stdout.write(JSON.stringify({ bytes: pdf.length, processes }));
await printer.close();

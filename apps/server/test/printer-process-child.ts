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
let processes = chromiumTree(process.pid);
for (let n = 0; n < 200 && !processes.some((p) => p.type === 'renderer'); n++) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  processes = chromiumTree(process.pid);
}
const pdf = await printing;
process.stdout.write(JSON.stringify({ bytes: pdf.length, processes }));
await printer.close();

/**
 * The isolated conversion process (started by `sandbox.ts` with `child_process.fork`, one per
 * task): receives one task over IPC, runs it with the decoders of `decode.ts`, answers once and
 * exits. Whatever a hostile file makes the decoders do happens here, under this process's heap
 * limit and the parent's memory watchdog and wall-clock limit, never in the server process.
 */
import { ConversionError, UNSUPPORTED_MESSAGE, detectType } from './detect.ts';
import { cleanPdf, imageToPdf, mergePdfs } from './decode.ts';
import { docxToHtml } from './docx-html.ts';
import { precheckUpload } from './limits.ts';
import type { IsolatedReply, IsolatedTask } from './sandbox.ts';

/**
 * A copy with its own ArrayBuffer: a typed array received over IPC is a view into the whole
 * message, and pdf-lib reads images through `bytes.buffer` from offset 0.
 */
const own = (bytes: Uint8Array) => new Uint8Array(bytes);

async function run(task: IsolatedTask): Promise<IsolatedReply> {
  if (task.kind === 'merge')
    return { type: 'pdf', pdf: await mergePdfs(own(task.main), task.attachments.map(own)) };
  const bytes = own(task.bytes);
  precheckUpload(bytes);
  switch (detectType(bytes)) {
    case 'png':
    case 'jpeg':
      return { type: 'pdf', pdf: await imageToPdf(bytes, detectType(bytes) === 'png') };
    case 'pdf':
      return { type: 'pdf', pdf: await cleanPdf(bytes) };
    case 'docx':
      return { type: 'html', html: await docxToHtml(bytes) };
    default:
      throw new ConversionError(UNSUPPORTED_MESSAGE);
  }
}

const reply = (message: IsolatedReply) =>
  process.send!(message, undefined, {}, () => process.exit(0));

process.once('message', (task: IsolatedTask) => {
  run(task).then(reply, (error: unknown) => {
    if (error instanceof ConversionError) reply({ type: 'refused', message: error.message });
    // Allocation failures and runaway recursion: the file asked for more than there is.
    else if (error instanceof RangeError) reply({ type: 'resource', reason: error.message });
    else reply({ type: 'failed', reason: error instanceof Error ? error.message : String(error) });
  });
});
// The server died (kill -9): nobody waits for the answer, so no orphan goes on decoding.
process.once('disconnect', () => process.exit(1));
process.send!({ type: 'started' });

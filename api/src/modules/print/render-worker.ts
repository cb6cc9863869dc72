import { EventEmitter } from 'node:events';
import { parentPort } from 'node:worker_threads';
import { RICH_TEXT_MAX_NESTING } from '../../rich-text/limits.ts';
import { signPdf } from './sign-pdf.ts';
import { renderNotePdf, type NotePdfJob } from './document.ts';

// pdfmake listens once for each list open around the line it places, to draw the list's marker;
// lists nest as deep as rich text may, past the ten listeners Node takes for a leak.
EventEmitter.defaultMaxListeners = RICH_TEXT_MAX_NESTING;

export type RenderAnswer = { ok: true; pdf: Uint8Array } | { ok: false; error: string };

/** A render worker (render-pool.ts): lays out one note at a time and answers its PDF or what failed. */
parentPort!.on('message', async (job: NotePdfJob) => {
  let answer: RenderAnswer;
  try {
    // A copy of its own, so handing the bytes over cannot take pdfkit's pooled memory with them.
    const laidOut = await renderNotePdf(job);
    const pdf = new Uint8Array(job.signing ? await signPdf(laidOut, job.signing) : laidOut);
    answer = { ok: true, pdf };
    parentPort!.postMessage(answer, [pdf.buffer]);
  } catch (error) {
    answer = { ok: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    parentPort!.postMessage(answer);
  }
});

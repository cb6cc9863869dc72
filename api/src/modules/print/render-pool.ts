import { Worker } from 'node:worker_threads';
import type { NotePdfJob } from './document.ts';
import type { RenderAnswer } from './render-worker.ts';

export interface RenderLimits {
  /** Documents laid out at once, each in a worker thread of its own. */
  concurrency: number;
  /** Documents waiting for a worker; one more is refused at once. */
  maxQueued: number;
  /** A layout still running after this long is stopped, worker and all. */
  timeoutMs: number;
  /** The JavaScript heap a worker may grow to, in megabytes, before it is stopped. */
  maxHeapMb: number;
  /** A worker left idle this long exits and gives its memory back. */
  idleMs: number;
}

/**
 * A long note takes the layout a second or two and 200 MB; two at once leave the api's other
 * requests a core on a small machine. The heap limit is a few times what the longest note a body
 * may hold needs, and the time limit is past what any of them takes.
 */
export const PDF_RENDER_LIMITS: RenderLimits = { concurrency: 2, maxQueued: 8, timeoutMs: 20_000, maxHeapMb: 512, idleMs: 60_000 };

export type RenderFailure = 'busy' | 'timeout' | 'memory' | 'failed';

export class PdfRenderError extends Error {
  constructor(
    readonly reason: RenderFailure,
    detail: string,
  ) {
    super(detail);
    this.name = 'PdfRenderError';
  }
}

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
}

const WORKER_ENTRY = new URL('./render-worker.mjs', import.meta.url);

/**
 * Lays out PDFs off the event loop: at most `concurrency` at once, each in a worker thread with a
 * heap limit, stopped after `timeoutMs`; up to `maxQueued` more wait their turn and the rest are
 * refused. A worker that fails in any way is thrown away, and a fresh one takes the next document.
 */
export class PdfRenderPool {
  private readonly idle = new Set<Worker>();
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private readonly busy = new Set<Worker>();
  private readonly waiting: Waiter[] = [];
  private active = 0;
  private closed = false;

  /** Read at each use, so they may be changed on a running pool; a heap limit holds for workers started afterwards. */
  readonly limits: RenderLimits;

  constructor(limits: RenderLimits = PDF_RENDER_LIMITS) {
    this.limits = { ...limits };
  }

  /** Documents being made now (their files loading or their layout running). */
  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Worker threads alive, busy or idle. */
  get workers(): number {
    return this.idle.size + this.busy.size;
  }

  /**
   * Makes one document: waits for a turn, then `prepare`s the job (loading its files only now, so
   * waiting documents hold no images) and lays it out in a worker.
   */
  async render(prepare: () => Promise<NotePdfJob>): Promise<Buffer> {
    await this.turn();
    try {
      const job = await prepare();
      const pdf = await this.layOut(job);
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } finally {
      this.leave();
    }
  }

  /** Stops every worker and refuses what waits; the pool takes nothing more. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new PdfRenderError('busy', 'the api is stopping'));
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    const workers = [...this.idle, ...this.busy];
    this.idle.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private turn(): Promise<void> {
    if (this.closed) return Promise.reject(new PdfRenderError('busy', 'the api is stopping'));
    if (this.active < this.limits.concurrency) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.maxQueued) {
      return Promise.reject(new PdfRenderError('busy', `${this.active} documents being made and ${this.waiting.length} waiting`));
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  /** Hands the turn to the first in line, who counts as active from now on. */
  private leave(): void {
    const next = this.waiting.shift();
    if (next) next.resolve();
    else this.active -= 1;
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_ENTRY, {
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.limits.maxHeapMb },
    });
    worker.once('exit', () => this.forget(worker));
    // Failures while a job runs are answered by layOut; one while idle only retires the worker.
    worker.on('error', () => this.forget(worker));
    return worker;
  }

  private forget(worker: Worker): void {
    this.idle.delete(worker);
    this.busy.delete(worker);
    clearTimeout(this.idleTimers.get(worker));
    this.idleTimers.delete(worker);
  }

  private take(): Worker {
    const [reused] = this.idle;
    const worker = reused ?? this.spawn();
    this.idle.delete(worker);
    clearTimeout(this.idleTimers.get(worker));
    this.idleTimers.delete(worker);
    this.busy.add(worker);
    worker.ref();
    return worker;
  }

  private park(worker: Worker): void {
    this.busy.delete(worker);
    if (this.closed) {
      void worker.terminate();
      return;
    }
    this.idle.add(worker);
    // An idle worker does not keep the process alive, and goes after a while.
    worker.unref();
    this.idleTimers.set(
      worker,
      setTimeout(() => {
        this.forget(worker);
        void worker.terminate();
      }, this.limits.idleMs).unref(),
    );
  }

  private discard(worker: Worker): void {
    this.forget(worker);
    void worker.terminate();
  }

  private layOut(job: NotePdfJob): Promise<Uint8Array> {
    const worker = this.take();
    return new Promise<Uint8Array>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const fail = (error: PdfRenderError) => {
        settle();
        this.discard(worker);
        reject(error);
      };
      const onMessage = (answer: RenderAnswer) => {
        if (!answer.ok) return fail(new PdfRenderError('failed', answer.error));
        settle();
        this.park(worker);
        resolve(answer.pdf);
      };
      const onError = (error: Error & { code?: string }) =>
        fail(new PdfRenderError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'failed', error.message));
      const onExit = (code: number) => fail(new PdfRenderError('failed', `the worker stopped (exit code ${code})`));
      const timer = setTimeout(() => fail(new PdfRenderError('timeout', `still laying out after ${this.limits.timeoutMs} ms`)), this.limits.timeoutMs);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage(job);
    });
  }
}

import { Worker } from 'node:worker_threads';
import type { NotePdfJob } from './document.ts';
import type { RenderAnswer } from './render-worker.ts';

export interface RenderLimits {
  /** Documents laid out at once, each in a worker thread of its own. */
  concurrency: number;
  /** Documents of one company waiting for a worker; one more of theirs is refused at once. */
  maxQueued: number;
  /** Documents of all companies waiting for a worker; one more is refused at once. */
  maxQueuedInAll: number;
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
export const PDF_RENDER_LIMITS: RenderLimits = { concurrency: 2, maxQueued: 8, maxQueuedInAll: 64, timeoutMs: 20_000, maxHeapMb: 512, idleMs: 60_000 };

/** Whose documents share a line: a company's id. */
export type RenderTenant = number;

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

/** One company's documents: those being made, those waiting, and when it was last given a worker. */
interface Line {
  running: number;
  waiting: Waiter[];
  lastTurn: number;
}

const WORKER_ENTRY = new URL('./render-worker.mjs', import.meta.url);

/**
 * Lays out PDFs off the event loop: at most `concurrency` at once, each in a worker thread with a
 * heap limit, stopped after `timeoutMs`. Each company waits in a line of its own, of at most
 * `maxQueued` documents (the rest of theirs are refused), and a free worker goes to the waiting
 * company that was given one least recently: a company asking for many documents at once waits
 * behind itself, never another company behind it. A worker that fails in any way is thrown away,
 * and a fresh one takes the next document.
 */
export class PdfRenderPool {
  private readonly idle = new Set<Worker>();
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private readonly busy = new Set<Worker>();
  /** The companies with documents being made or waiting. */
  private readonly lines = new Map<RenderTenant, Line>();
  private waitingCount = 0;
  private turns = 0;
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
    return this.waitingCount;
  }

  /** Documents of one company waiting for a worker. */
  queuedFor(tenant: RenderTenant): number {
    return this.lines.get(tenant)?.waiting.length ?? 0;
  }

  /** Worker threads alive, busy or idle. */
  get workers(): number {
    return this.idle.size + this.busy.size;
  }

  /**
   * Makes one document of `tenant`: waits for its turn, then `prepare`s the job (loading its files
   * only now, so waiting documents hold no images) and lays it out in a worker.
   */
  async render(tenant: RenderTenant, prepare: () => Promise<NotePdfJob>): Promise<Buffer> {
    await this.turn(tenant);
    try {
      const job = await prepare();
      const pdf = await this.layOut(job);
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } finally {
      this.leave(tenant);
    }
  }

  /** Stops every worker and refuses what waits; the pool takes nothing more. */
  async close(): Promise<void> {
    this.closed = true;
    for (const line of this.lines.values()) {
      for (const waiter of line.waiting.splice(0)) waiter.reject(new PdfRenderError('busy', 'the api is stopping'));
    }
    this.waitingCount = 0;
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    const workers = [...this.idle, ...this.busy];
    this.idle.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private lineOf(tenant: RenderTenant): Line {
    let line = this.lines.get(tenant);
    if (!line) {
      line = { running: 0, waiting: [], lastTurn: 0 };
      this.lines.set(tenant, line);
    }
    return line;
  }

  private start(line: Line): void {
    line.running += 1;
    this.turns += 1;
    line.lastTurn = this.turns;
  }

  private turn(tenant: RenderTenant): Promise<void> {
    if (this.closed) return Promise.reject(new PdfRenderError('busy', 'the api is stopping'));
    if (this.active < this.limits.concurrency) {
      this.active += 1;
      this.start(this.lineOf(tenant));
      return Promise.resolve();
    }
    const waiting = this.queuedFor(tenant);
    if (waiting >= this.limits.maxQueued || this.waitingCount >= this.limits.maxQueuedInAll) {
      return Promise.reject(new PdfRenderError('busy', `${this.active} documents being made, ${waiting} of this company's and ${this.waitingCount} in all waiting`));
    }
    const line = this.lineOf(tenant);
    this.waitingCount += 1;
    return new Promise((resolve, reject) => line.waiting.push({ resolve, reject }));
  }

  /**
   * Hands the worker to the first document of the waiting company given one least recently, which
   * counts as active from now on.
   */
  private leave(tenant: RenderTenant): void {
    const own = this.lines.get(tenant);
    if (own) own.running -= 1;
    let next: Line | undefined;
    for (const line of this.lines.values()) {
      if (line.waiting.length > 0 && (!next || line.lastTurn < next.lastTurn)) next = line;
    }
    if (next) {
      this.waitingCount -= 1;
      this.start(next);
      next.waiting.shift()!.resolve();
    } else {
      this.active -= 1;
    }
    if (own && own.running === 0 && own.waiting.length === 0) this.lines.delete(tenant);
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

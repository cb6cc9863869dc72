import type { RestResponse, Send } from './client.ts';

/**
 * The api's answers that are the same for every caller, kept for as long as the api says they may
 * be: a GET the api answers with `Cache-Control: public, max-age=N` is read once per N seconds by
 * the whole process instead of once per request (the plans on offer, which every screen showing the
 * company's plan reads). Callers asking at once while it is being read share that one read. An
 * answer without that header, or a failure, is never kept.
 */
export class SharedReads {
  private readonly kept = new Map<string, { expires: number; response: RestResponse<unknown> }>();
  private readonly reading = new Map<string, Promise<RestResponse<unknown>>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The answer to GET `path`, kept or read now with `send`. */
  read<T>(send: Send, path: string): Promise<RestResponse<T>> {
    const kept = this.kept.get(path);
    if (kept && kept.expires > this.now()) return Promise.resolve(kept.response as RestResponse<T>);
    const reading = this.reading.get(path);
    if (reading) return reading as Promise<RestResponse<T>>;
    const started = send<T>('GET', path).then(
      (response) => {
        this.reading.delete(path);
        const seconds = publicMaxAge(response.headers['cache-control']);
        if (seconds > 0) this.kept.set(path, { expires: this.now() + seconds * 1000, response });
        else this.kept.delete(path);
        return response;
      },
      (error: unknown) => {
        this.reading.delete(path);
        throw error;
      },
    );
    this.reading.set(path, started);
    return started;
  }
}

/** The seconds a shared cache may keep an answer: `max-age` of a `public` Cache-Control, else 0. */
export function publicMaxAge(header: string | string[] | undefined): number {
  const directives = String(header ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim());
  if (!directives.includes('public') || directives.some((directive) => directive === 'no-store' || directive === 'no-cache' || directive === 'private')) {
    return 0;
  }
  const maxAge = directives.find((directive) => directive.startsWith('max-age='));
  const seconds = maxAge ? Number(maxAge.slice('max-age='.length)) : 0;
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

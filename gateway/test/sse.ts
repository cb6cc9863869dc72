// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyData = Record<string, any>;

/**
 * The `next` events of a GraphQL subscription answered over server-sent events, read as they come:
 * `next(ms)` answers the next event's payload, or undefined when none arrives in time.
 */
export function subscriptionEvents(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  return {
    async next(ms: number): Promise<AnyData | undefined> {
      const deadline = Date.now() + ms;
      for (;;) {
        const match = /event: next\ndata: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as AnyData;
        }
        const left = deadline - Date.now();
        if (left <= 0) return undefined;
        pending ??= reader.read();
        const chunk = await Promise.race([pending, new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left))]);
        if (chunk === 'timeout') return undefined;
        pending = undefined;
        if (chunk.done) return undefined;
        buffer += decoder.decode(chunk.value);
      }
    },
  };
}

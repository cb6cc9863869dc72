import { useCallback, useMemo, useState } from 'react';

/**
 * A random version-4 UUID. `crypto.randomUUID` exists only on secure origins (HTTPS, localhost);
 * `getRandomValues` everywhere, so an office opening the app over its local network gets keys too.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The `Idempotency-Key` of a create form: made when the form opens and kept across every retry of
 * it, so the api writes the record once however often a slow save is sent again. `renew` after a
 * success makes the form's next save a new record.
 */
export function useIdempotencyKey(): [key: string, renew: () => void] {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return [key, renew];
}

/**
 * Keys for actions repeated on several records from one screen (duplicate this note, this board,
 * send this file): one per record or file, kept while its action fails and forgotten once it succeeds, so trying again after
 * a failure is a retry and acting again after a success makes another copy.
 */
export function useIdempotencyKeys(): { keyFor: (scope: string) => string; done: (scope: string) => void } {
  const [keys] = useState(() => new Map<string, string>());
  const keyFor = useCallback(
    (scope: string) => {
      let key = keys.get(scope);
      if (!key) {
        key = newIdempotencyKey();
        keys.set(scope, key);
      }
      return key;
    },
    [keys],
  );
  const done = useCallback((scope: string) => keys.delete(scope), [keys]);
  return useMemo(() => ({ keyFor, done }), [keyFor, done]);
}

/** What tells one picked file from another for `useIdempotencyKeys`: picking the same file again is a retry. */
export function fileScope(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}

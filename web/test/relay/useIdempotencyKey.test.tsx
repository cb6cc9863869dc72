import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileScope, newIdempotencyKey, useIdempotencyKey, useIdempotencyKeys } from '../../src/relay/useIdempotencyKey';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('idempotency keys', () => {
  it('are random version-4 UUIDs', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('stay the same for a form across renders until renewed after a success', () => {
    const hook = renderHook(() => useIdempotencyKey());
    const [first] = hook.result.current;
    hook.rerender();
    expect(hook.result.current[0]).toBe(first);
    act(() => hook.result.current[1]());
    expect(hook.result.current[0]).not.toBe(first);
    expect(hook.result.current[0]).toMatch(UUID_V4);
  });

  it('keep one key per record until its action succeeds', () => {
    const hook = renderHook(() => useIdempotencyKeys());
    const keys = hook.result.current;
    const first = keys.keyFor('note-1');
    expect(keys.keyFor('note-1')).toBe(first);
    expect(keys.keyFor('note-2')).not.toBe(first);
    keys.done('note-1');
    expect(keys.keyFor('note-1')).not.toBe(first);
    hook.rerender();
    expect(hook.result.current).toBe(keys);
  });

  it('tell a file picked again from another file', () => {
    const picked = new File(['abc'], 'foto.png', { lastModified: 1 });
    expect(fileScope(new File(['abc'], 'foto.png', { lastModified: 1 }))).toBe(fileScope(picked));
    expect(fileScope(new File(['abcd'], 'foto.png', { lastModified: 1 }))).not.toBe(fileScope(picked));
  });
});

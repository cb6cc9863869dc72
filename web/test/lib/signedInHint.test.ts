import { afterEach, describe, expect, it } from 'vitest';
import { syncSignedInHint } from '../../src/lib/signedInHint';

afterEach(() => {
  document.cookie = 'practice_signed_in=; path=/; max-age=0';
});

describe('the signed-in hint for the gateway', () => {
  it('is a cookie while the browser holds a session, and gone once it does not', () => {
    syncSignedInHint(true);
    expect(document.cookie).toContain('practice_signed_in=1');
    syncSignedInHint(false);
    expect(document.cookie).not.toContain('practice_signed_in');
  });

  it('follows the stored session when told nothing', () => {
    localStorage.clear();
    syncSignedInHint();
    expect(document.cookie).not.toContain('practice_signed_in');
  });
});

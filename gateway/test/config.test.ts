import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config.ts';

describe('the gateway configuration', () => {
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: ' ' }).host).toBe('127.0.0.1');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '::' }).host).toBe('::');
  });
});

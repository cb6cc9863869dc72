import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_TYPE_LABELS,
  ACCOUNT_TYPES,
  API_REQUEST_TIMEOUT_MS,
  GATEWAY_UPSTREAM_TIMEOUT_MS,
  ID_DIGITS,
  ID_PATTERN,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_PATTERN,
  PLAN_IDENTIFIERS,
  PLAN_NAMES,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  WEB_REQUEST_TIMEOUT_MS,
} from '../src/index.ts';

describe('the time-out ladder', () => {
  it('has the page wait longer than the gateway, and the gateway longer than the api', () => {
    expect(WEB_REQUEST_TIMEOUT_MS).toBeGreaterThan(GATEWAY_UPSTREAM_TIMEOUT_MS);
    expect(GATEWAY_UPSTREAM_TIMEOUT_MS).toBeGreaterThan(API_REQUEST_TIMEOUT_MS);
    expect(API_REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
  });

  it('keeps the spec’s figures: 34.5 s on the page, 29.5 s at the gateway', () => {
    expect(WEB_REQUEST_TIMEOUT_MS).toBe(34_500);
    expect(GATEWAY_UPSTREAM_TIMEOUT_MS).toBe(29_500);
  });
});

describe('labels', () => {
  it('names every priority, account type and plan, each with its own word', () => {
    for (const [keys, labels] of [
      [TASK_PRIORITIES, TASK_PRIORITY_LABELS],
      [ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS],
      [PLAN_IDENTIFIERS, PLAN_NAMES],
    ] as const) {
      expect(Object.keys(labels).sort()).toEqual([...keys].sort());
      expect(new Set(Object.values(labels)).size).toBe(keys.length);
    }
  });
});

describe('ids', () => {
  it('reads 1 to 9 digits, alone or within a longer pattern', () => {
    expect(['1', '0', '123456789'].every((id) => ID_PATTERN.test(id))).toBe(true);
    expect(['', '1234567890', '-1', '1.5', ' 1', '１'].some((id) => ID_PATTERN.test(id))).toBe(false);
    expect(new RegExp(`^field:(${ID_DIGITS})$`).exec('field:42')?.[1]).toBe('42');
  });
});

describe('idempotency keys', () => {
  it('are 1 to 255 printable ASCII characters', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('a')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('~ !'.padEnd(IDEMPOTENCY_KEY_MAX_LENGTH, 'x'))).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('x'.repeat(IDEMPOTENCY_KEY_MAX_LENGTH + 1))).toBe(false);
    expect(['', 'chave\n', 'chave\u007f', 'ção'].some((key) => IDEMPOTENCY_KEY_PATTERN.test(key))).toBe(false);
  });
});

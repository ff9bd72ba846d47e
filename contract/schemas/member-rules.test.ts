// The password rule the platform enforces (25014) and the portal shows as the user types, and the
// patterns of phones, accounts and idempotency keys.
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATTERN, IDEMPOTENCY_KEY_PATTERN, PHONE_PATTERN, passwordProblems } from './member-rules.ts';

describe('the password rule', () => {
  it('wants 8 to 32 characters with letters and digits', () => {
    expect(passwordProblems('abc12345')).toEqual([]);
    expect(passwordProblems(`a1${'x'.repeat(30)}`)).toEqual([]);
    expect(passwordProblems(`a1${'x'.repeat(31)}`)).toEqual(['length']);
    expect(passwordProblems('ab1')).toEqual(['length']);
    expect(passwordProblems('abcdefgh')).toEqual(['digit']);
    expect(passwordProblems('12345678')).toEqual(['letter']);
    expect(passwordProblems('')).toEqual(['length', 'letter', 'digit']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('密码密码密码a1')).toEqual([]);
    expect(passwordProblems(`a1${'😀'.repeat(30)}`)).toEqual([]);
  });
});

describe('the patterns', () => {
  it('take mainland mobiles, accounts that start with a letter, and keys of 8 to 64 safe characters', () => {
    expect(['13800000001', '19912345678'].every((p) => PHONE_PATTERN.test(p))).toBe(true);
    expect(['12800000001', '1380000000', '+8613800000001'].some((p) => PHONE_PATTERN.test(p))).toBe(false);
    expect(['buyer', 'a_b1', `a${'b'.repeat(31)}`].every((a) => ACCOUNT_PATTERN.test(a))).toBe(true);
    expect(['abc', '1abc', 'a-bc', `a${'b'.repeat(32)}`].some((a) => ACCOUNT_PATTERN.test(a))).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('key-0123abcd')).toBe(true);
    expect(['short', 'has space 123', 'x'.repeat(65)].some((k) => IDEMPOTENCY_KEY_PATTERN.test(k))).toBe(false);
  });
});

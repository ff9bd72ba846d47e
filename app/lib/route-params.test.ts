import { describe, expect, it } from 'vitest';
import { idParam, requireIdParam } from './route-params.ts';

describe('an id in the path', () => {
  it('is a whole number from 1 to the largest database integer', () => {
    expect(idParam('1')).toBe(1);
    expect(idParam('2147483647')).toBe(2_147_483_647);
    expect(idParam('0012')).toBe(12);
  });

  it('is none when it is not a plain number in range', () => {
    for (const value of [undefined, '', 'abc', '12abc', '-3', '1.5', '1e3', ' 7', '0', '2147483648', '99999999999']) {
      expect(idParam(value), String(value)).toBeNull();
    }
  });

  it('may be 0 where the route allows it (/shopIndex/0)', () => {
    expect(idParam('0', { allowZero: true })).toBe(0);
    expect(idParam('-1', { allowZero: true })).toBeNull();
  });

  it('turns a bad id into the 404 page', () => {
    expect(requireIdParam('42')).toBe(42);
    const thrown = (() => {
      try {
        requireIdParam('abc');
      } catch (error) {
        return error;
      }
    })();
    expect((thrown as { init: { status: number } }).init.status).toBe(404);
  });
});

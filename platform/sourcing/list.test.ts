// The pieces of the sourcing lists that need no database.
import { describe, expect, it } from 'vitest';
import { areasText } from './areas.ts';
import { remainingTime, standing } from './list.ts';

const now = Date.UTC(2026, 0, 15, 2, 0, 0);
const MINUTE = 60_000;

describe('remaining time until a deadline', () => {
  it('splits what is left into days, hours and minutes', () => {
    expect(remainingTime(new Date(now + 2 * 1440 * MINUTE + 3 * 60 * MINUTE + 4 * MINUTE + 59_000), now)).toEqual({ days: 2, hours: 3, minutes: 4 });
  });

  it('is all zero once the deadline has passed', () => {
    expect(remainingTime(new Date(now - MINUTE), now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('offers an item to visitors and suppliers, ended or not, and never counts a visitor as admitted or publisher', () => {
    const item = { memberId: 7, memberRoleId: 2, deadline: new Date(now + MINUTE) };
    expect(standing(item, null, new Set(), now)).toMatchObject({ canRegister: true, isSubMember: false, isMePublish: false });
    const ended = standing({ ...item, deadline: new Date(now) }, null, new Set(), now);
    expect(ended).toMatchObject({ canRegister: true, days: 0, hours: 0, minutes: 0 });
    const supplier = { sessionId: 2, userId: 2, memberId: 9, memberRoleId: 1, memberRoleType: 1 as const };
    expect(standing(item, supplier, new Set(['7:2']), now)).toMatchObject({ canRegister: true, isSubMember: true, isMePublish: false });
  });

  it('does not offer an item to its publisher, nor to a buyer', () => {
    const item = { memberId: 7, memberRoleId: 2, deadline: new Date(now + MINUTE) };
    const publisher = { sessionId: 1, userId: 1, memberId: 7, memberRoleId: 2, memberRoleType: 2 as const };
    expect(standing(item, publisher, new Set(['7:2']), now)).toMatchObject({ canRegister: false, isMePublish: true });
    const otherBuyer = { sessionId: 3, userId: 3, memberId: 8, memberRoleId: 2, memberRoleType: 2 as const };
    expect(standing(item, otherBuyer, new Set(), now)).toMatchObject({ canRegister: false, isMePublish: false });
  });
});

describe('the delivery-area text of a card', () => {
  it('names province and city, a municipality once, and "全国" for anywhere', () => {
    expect(
      areasText(false, [
        { provinceName: '广东省', cityName: '广州市' },
        { provinceName: '北京市', cityName: '北京市' },
        { provinceName: '江苏省', cityName: '' },
      ]),
    ).toBe('广东省/广州市, 北京市, 江苏省');
    expect(areasText(true, [])).toBe('全国');
  });
});

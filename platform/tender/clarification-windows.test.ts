// The 15-day rule of an amendment (windows.ts amendedSchedule) and the window questions and
// amendments share (clarificationWindow), at the edges of the platform's clock.
import { describe, expect, it } from 'vitest';
import { amendedSchedule, clarificationWindow } from './windows.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 2, 2, 2, 0, 0);
const at = (offset: number) => new Date(NOW + offset);

describe('an amendment and the bidding deadline', () => {
  it('a public tender amended with 10 days left: the deadline moves to 15 days from now, the opening by the same 5 days', () => {
    const tender = { tenderScope: 'public' as const, inviteTenderEndTime: at(10 * DAY), openTenderTime: at(10 * DAY + 2 * 3_600_000) };
    expect(amendedSchedule(tender, NOW, 15)).toEqual({
      inviteTenderEndTime: at(15 * DAY),
      openTenderTime: at(15 * DAY + 2 * 3_600_000),
      moved: true,
    });
  });

  it('exactly 15 days left, or more, and nothing moves', () => {
    for (const left of [15 * DAY, 15 * DAY + 1, 30 * DAY]) {
      const tender = { tenderScope: 'public' as const, inviteTenderEndTime: at(left), openTenderTime: at(left) };
      expect(amendedSchedule(tender, NOW, 15)).toEqual({ inviteTenderEndTime: at(left), openTenderTime: at(left), moved: false });
    }
  });

  it('one millisecond short of 15 days still moves it by that millisecond', () => {
    const tender = { tenderScope: 'public' as const, inviteTenderEndTime: at(15 * DAY - 1), openTenderTime: at(16 * DAY) };
    expect(amendedSchedule(tender, NOW, 15)).toEqual({ inviteTenderEndTime: at(15 * DAY), openTenderTime: at(16 * DAY + 1), moved: true });
  });

  it('the site’s own clarification days count, not 15', () => {
    const tender = { tenderScope: 'public' as const, inviteTenderEndTime: at(10 * DAY), openTenderTime: at(10 * DAY) };
    expect(amendedSchedule(tender, NOW, 7).moved).toBe(false);
    expect(amendedSchedule(tender, NOW, 20).inviteTenderEndTime).toEqual(at(20 * DAY));
  });

  it('an invited tender keeps its deadline however close it is', () => {
    const tender = { tenderScope: 'invited' as const, inviteTenderEndTime: at(DAY), openTenderTime: at(2 * DAY) };
    expect(amendedSchedule(tender, NOW, 15)).toEqual({ inviteTenderEndTime: at(DAY), openTenderTime: at(2 * DAY), moved: false });
  });

  it('questions and amendments are taken until the bidding deadline and not at it', () => {
    const tender = { inviteTenderEndTime: at(DAY) };
    expect(clarificationWindow(tender, NOW + DAY - 1)).toBe('open');
    expect(clarificationWindow(tender, NOW + DAY)).toBe('closed');
  });
});

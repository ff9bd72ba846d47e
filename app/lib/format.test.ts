import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatMoney } from './format.ts';

describe('money', () => {
  it('has two decimals, comma thousands and a dot decimal', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(12.5)).toBe('12.50');
    expect(formatMoney(-1000)).toBe('-1,000.00');
  });
});

describe('amounts in their currency (docs/decisions/017)', () => {
  it('show the currency of the amount, not of the language: ¥ in Chinese, CN¥ in English and Korean', () => {
    expect(formatAmount(1234.5, 'CNY', 'zh-CN')).toBe('¥1,234.50');
    expect(formatAmount(1234.5, 'CNY', 'en-US')).toBe('CN¥1,234.50');
    expect(formatAmount(1234.5, 'CNY', 'ko-KR')).toBe('CN¥1,234.50');
  });

  it('keep two decimals and the language separators', () => {
    expect(formatAmount(0, 'CNY', 'zh-CN')).toBe('¥0.00');
    expect(formatAmount(1234567.891, 'CNY', 'en-US')).toBe('CN¥1,234,567.89');
    expect(formatAmount(-12.3, 'CNY', 'zh-CN')).toBe('-¥12.30');
  });

  it('never convert: another currency keeps its own symbol in every language', () => {
    expect(formatAmount(99, 'USD', 'zh-CN')).toBe('US$99.00');
    expect(formatAmount(99, 'USD', 'en-US')).toBe('$99.00');
    expect(formatAmount(1000, 'KRW', 'ko-KR')).toBe('₩1,000.00');
  });

  it('default to CNY where the data names no currency', () => {
    expect(formatAmount(8, undefined, 'zh-CN')).toBe('¥8.00');
    expect(formatAmount(8, null, 'en-US')).toBe('CN¥8.00');
    expect(formatAmount(8, '', 'ko-KR')).toBe('CN¥8.00');
  });

  it('write a malformed code before the amount rather than fail', () => {
    expect(formatAmount(8, 'yuan', 'zh-CN')).toBe('yuan 8.00');
  });
});

describe('dates', () => {
  // 2024-03-31T17:30:00Z is already April 1st in Beijing.
  const lateEvening = Date.UTC(2024, 2, 31, 17, 30);

  it('are shown in Beijing time whatever the machine zone', () => {
    expect(formatDate(lateEvening, 'en-US')).toBe('2024-04-01');
    expect(formatDate(lateEvening, 'zh-CN', 'YYYY-MM-DD HH:mm')).toBe('2024-04-01 01:30');
  });

  it('write every pattern the portal uses with its numbers, the same in every language', () => {
    const at = Date.UTC(2024, 0, 5, 1, 2, 3); // 09:02:03 on January 5th in Beijing
    for (const locale of ['zh-CN', 'en-US', 'ko-KR'] as const) {
      expect(formatDate(at, locale)).toBe('2024-01-05');
      expect(formatDate(at, locale, 'YYYY-MM-DD')).toBe('2024-01-05');
      expect(formatDate(at, locale, 'YYYY-MM-DD HH:mm')).toBe('2024-01-05 09:02');
      expect(formatDate(at, locale, 'YYYY-MM-DD HH:mm:ss')).toBe('2024-01-05 09:02:03');
      expect(formatDate(at, locale, 'MM-DD HH:mm')).toBe('01-05 09:02');
      expect(formatDate(at, locale, 'MM-DD')).toBe('01-05');
      expect(formatDate(at, locale, 'HH:mm')).toBe('09:02');
    }
  });

  it('turn over the year in Beijing, before UTC does', () => {
    expect(formatDate(Date.UTC(2023, 11, 31, 16, 0, 0), 'zh-CN', 'YYYY-MM-DD HH:mm:ss')).toBe('2024-01-01 00:00:00');
    expect(formatDate(Date.UTC(2023, 11, 31, 15, 59, 59), 'zh-CN', 'YYYY-MM-DD HH:mm:ss')).toBe('2023-12-31 23:59:59');
    expect(formatDate(Date.UTC(2024, 1, 28, 16), 'en-US')).toBe('2024-02-29');
  });

  it('write what dayjs wrote (in UTC+8) for any moment', async () => {
    const { default: dayjs } = await import('dayjs');
    const { default: utc } = await import('dayjs/plugin/utc.js');
    dayjs.extend(utc);
    const patterns = ['YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss', 'MM-DD HH:mm', 'MM-DD', 'HH:mm'] as const;
    // From 1990 to 2060, some 200 moments apart of a prime number of seconds.
    for (let at = Date.UTC(1990, 0, 1); at < Date.UTC(2060, 0, 1); at += 11_066_617_000) {
      for (const pattern of patterns) expect(formatDate(at, 'zh-CN', pattern)).toBe(dayjs(at).utcOffset(480).format(pattern));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { currencySign, formatDate, formatMoney } from './format.ts';

describe('money', () => {
  it('has two decimals, comma thousands and a dot decimal', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(12.5)).toBe('12.50');
    expect(formatMoney(-1000)).toBe('-1,000.00');
  });

  it('carries the sign of the language', () => {
    expect(currencySign('zh-CN')).toBe('¥');
    expect(currencySign('en-US')).toBe('$');
    expect(currencySign('ko-KR')).toBe('₩');
  });
});

describe('dates', () => {
  // 2024-03-31T17:30:00Z is already April 1st in Beijing.
  const lateEvening = Date.UTC(2024, 2, 31, 17, 30);

  it('are shown in Beijing time whatever the machine zone', () => {
    expect(formatDate(lateEvening, 'en-US')).toBe('2024-04-01');
    expect(formatDate(lateEvening, 'zh-CN', 'YYYY-MM-DD HH:mm')).toBe('2024-04-01 01:30');
  });

  it('use the month names of the language', () => {
    expect(formatDate(lateEvening, 'en-US', 'MMMM')).toBe('April');
    expect(formatDate(lateEvening, 'zh-CN', 'MMMM')).toBe('四月');
    expect(formatDate(lateEvening, 'ko-KR', 'MMMM')).toBe('4월');
  });
});

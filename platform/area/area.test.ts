// Area reference data and the address → city lookup.
import { describe, expect, it } from 'vitest';
import { divisionRows } from './divisions.ts';
import { cityCodeForIp } from './ip-city.ts';

describe('the GB/T 2260 reference data', () => {
  const { provinceRows, cityRows } = divisionRows();

  it('uses six-digit codes and puts every city under a known province', () => {
    const provinces = new Set(provinceRows.map((p) => p.code));
    expect(provinceRows).toHaveLength(31);
    expect([...provinces, ...cityRows.map((c) => c.code)].every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(cityRows.every((c) => provinces.has(c.provinceCode))).toBe(true);
  });

  it('shows each municipality as a single city of its own name', () => {
    for (const [province, name] of [
      ['110000', '北京市'],
      ['120000', '天津市'],
      ['310000', '上海市'],
      ['500000', '重庆市'],
    ]) {
      expect(provinceRows.find((p) => p.code === province)?.directlyAdministered).toBe(true);
      expect(cityRows.filter((c) => c.provinceCode === province)).toEqual([{ code: `${province.slice(0, 2)}0100`, provinceCode: province, name }]);
    }
    expect(provinceRows.filter((p) => p.directlyAdministered)).toHaveLength(4);
  });
});

describe('the city of a client address', () => {
  it('falls back to Beijing for loopback, private, IPv6 and missing addresses', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '192.168.0.9', '2001:db8::1', undefined]) {
      expect(cityCodeForIp(address)).toBe('110100');
    }
  });

  it('knows a few public ranges, also as IPv4-mapped IPv6', () => {
    expect(cityCodeForIp('202.96.128.86')).toBe('440100');
    expect(cityCodeForIp('::ffff:114.114.114.114')).toBe('320100');
  });
});

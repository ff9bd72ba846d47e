import { describe, expect, it } from 'vitest';
import type { Province } from '#contract/schemas.ts';
import { chooseProvince, cityOf } from './city-choice.ts';

const beijing: Province = {
  provinceCode: '110000',
  provinceName: 'Beijing',
  directlyAdministered: true,
  cityList: [{ cityCode: '110100', cityName: 'Districts' }],
};
const guangdong: Province = {
  provinceCode: '440000',
  provinceName: 'Guangdong',
  directlyAdministered: false,
  cityList: [
    { cityCode: '440100', cityName: 'Guangzhou' },
    { cityCode: '440300', cityName: 'Shenzhen' },
  ],
};
const oneCity: Province = {
  provinceCode: '710000',
  provinceName: 'Island',
  directlyAdministered: false,
  cityList: [{ cityCode: '710100', cityName: 'Capital' }],
};

describe('picking a province in the city picker', () => {
  it('selects a directly-administered city at once, named after the municipality', () => {
    expect(chooseProvince(beijing)).toEqual({
      kind: 'select',
      city: { provinceCode: '110000', provinceName: 'Beijing', cityCode: '110100', cityName: 'Beijing' },
    });
  });

  it('selects the only city of a single-city province at once', () => {
    expect(chooseProvince(oneCity)).toEqual({
      kind: 'select',
      city: { provinceCode: '710000', provinceName: 'Island', cityCode: '710100', cityName: 'Capital' },
    });
  });

  it('moves to the city tab for a province with several cities', () => {
    expect(chooseProvince(guangdong)).toEqual({ kind: 'chooseCity', province: guangdong });
  });

  it('selects the province itself when it lists no cities', () => {
    expect(chooseProvince({ ...guangdong, cityList: [] })).toMatchObject({ kind: 'select', city: { cityCode: '440000' } });
  });

  it('builds the chosen city with its province', () => {
    expect(cityOf(guangdong, guangdong.cityList[1]!)).toEqual({
      provinceCode: '440000',
      provinceName: 'Guangdong',
      cityCode: '440300',
      cityName: 'Shenzhen',
    });
  });
});

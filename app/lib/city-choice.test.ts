import { describe, expect, it } from 'vitest';
import type { Province } from '#contract/schemas.ts';
import { chooseProvince, cityFromCodes, cityOf } from './city-choice.ts';

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

describe('the city a picker posts (docs/security.md#cross-site-writes)', () => {
  const tree = [beijing, guangdong, oneCity];

  it('is rebuilt from the tree: names come from the data', () => {
    expect(cityFromCodes(tree, '440000', '440300')).toEqual(cityOf(guangdong, guangdong.cityList[1]!));
    expect(cityFromCodes(tree, '110000', '110100')).toEqual({
      provinceCode: '110000',
      provinceName: 'Beijing',
      cityCode: '110100',
      cityName: 'Beijing',
    });
    expect(cityFromCodes(tree, '710000', '710100')?.cityName).toBe('Capital');
  });

  it('is refused for codes the tree does not offer', () => {
    expect(cityFromCodes(tree, '999999', '440300')).toBeNull();
    expect(cityFromCodes(tree, '440000', '110100'), 'a city of another province').toBeNull();
    expect(cityFromCodes(tree, '440000', '440000'), 'the province of a province with cities').toBeNull();
    expect(cityFromCodes(tree, '110000', '110000'), 'a municipality is chosen by its district code').toBeNull();
    expect(cityFromCodes(tree, '440000', '<b>evil</b>')).toBeNull();
  });
});

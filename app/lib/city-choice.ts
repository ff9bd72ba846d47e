// The city picker's rule (docs/product.md#states-and-transitions): a directly-administered city or a province with one city is
// chosen at once; a province with several cities opens the city tab.
import type { City, Province } from '#contract/schemas.ts';

export type ProvinceChoice = { kind: 'select'; city: City } | { kind: 'chooseCity'; province: Province };

export function chooseProvince(province: Province): ProvinceChoice {
  const { provinceCode, provinceName, cityList } = province;
  if (province.directlyAdministered) {
    // The municipality is the city; its one district-level entry only lends the code.
    return { kind: 'select', city: { provinceCode, provinceName, cityCode: cityList[0]?.cityCode ?? provinceCode, cityName: provinceName } };
  }
  if (cityList.length === 0) return { kind: 'select', city: { provinceCode, provinceName, cityCode: provinceCode, cityName: provinceName } };
  if (cityList.length === 1) return { kind: 'select', city: { provinceCode, provinceName, ...cityList[0]! } };
  return { kind: 'chooseCity', province };
}

export function cityOf(province: Province, city: Province['cityList'][number]): City {
  return { provinceCode: province.provinceCode, provinceName: province.provinceName, cityCode: city.cityCode, cityName: city.cityName };
}

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

/**
 * The city a picker's post names, rebuilt from the province tree by the rule above: the codes must
 * be a choice the picker offers, and every name comes from the tree, never from the request. Null
 * for codes the tree does not have.
 */
export function cityFromCodes(provinces: readonly Province[], provinceCode: string, cityCode: string): City | null {
  const province = provinces.find((p) => p.provinceCode === provinceCode);
  if (!province) return null;
  const direct = chooseProvince(province);
  if (direct.kind === 'select') return direct.city.cityCode === cityCode ? direct.city : null;
  const city = province.cityList.find((c) => c.cityCode === cityCode);
  return city ? cityOf(province, city) : null;
}

// The cities demo buyers are in and deliver to, with their names from the area reference data.
import type { Faker } from '@faker-js/faker';
import { divisionRows } from '../area/divisions.ts';

const CITY_CODES = [
  '110100',
  '120100',
  '310100',
  '500100',
  '440100',
  '440300',
  '330100',
  '320100',
  '320500',
  '510100',
  '420100',
  '610100',
  '370200',
  '430100',
  '410100',
  '340100',
];

export type Place = { provinceCode: string; provinceName: string; cityCode: string; cityName: string };

const { provinceRows, cityRows } = divisionRows();
const provinceName = new Map(provinceRows.map((p) => [p.code, p.name]));

export const PLACES: Place[] = CITY_CODES.map((cityCode) => {
  const city = cityRows.find((c) => c.code === cityCode)!;
  return { provinceCode: city.provinceCode, provinceName: provinceName.get(city.provinceCode)!, cityCode, cityName: city.name };
});

const ROADS = ['人民', '建设', '解放', '中山', '科技', '工业园', '滨江', '长江', '光明', '新华', '创业', '高新'];
const ROAD_KINDS = ['路', '大道', '街'];

/** "江苏省南京市科技大道88号"; a municipality's name appears once. */
export function streetAddress(faker: Faker, place: Place): string {
  const city = place.cityName === place.provinceName ? place.cityName : `${place.provinceName}${place.cityName}`;
  return `${city}${faker.helpers.arrayElement(ROADS)}${faker.helpers.arrayElement(ROAD_KINDS)}${faker.number.int({ min: 1, max: 999 })}号`;
}

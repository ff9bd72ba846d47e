// The area calls: the city by IP, the province tree and the lists' use-area filter.
import { z } from 'zod';
import * as s from '../schemas.ts';
import { get, none, qId, qPriceTypes } from './shared.ts';

export const areaApi = {
  area: {
    cityByIp: get('/manage/area/findCityByIP', none, s.CityByIp),
    provinceCity: get('/manage/area/findProvinceCity', none, z.array(s.Province)),
    /**
     * The lists' use-area filter: the provinces items deliver to, each with the cities named in
     * those areas (a whole-province area names none); of one buyer's items with memberId and
     * memberRoleId, of some sourcing types with priceTypeList (all by default). Items that deliver
     * anywhere add nothing: they match every area.
     */
    useAreas: get(
      '/manage/area/useAreaList',
      z.object({ memberId: qId().optional(), memberRoleId: qId().optional(), priceTypeList: qPriceTypes().optional() }),
      z.array(s.Province),
    ),
  },
} as const;

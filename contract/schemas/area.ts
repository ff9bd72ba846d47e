// Areas: a city, the province tree with its cities, and the city guessed from the caller's IP.
import { z } from 'zod';

export const City = z.object({
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
});
export type City = z.infer<typeof City>;

export const Province = z.object({
  provinceCode: z.string(),
  provinceName: z.string(),
  /** Directly-administered municipality (Beijing, Tianjin, Shanghai, Chongqing). */
  directlyAdministered: z.boolean(),
  cityList: z.array(z.object({ cityCode: z.string(), cityName: z.string() })),
});
export type Province = z.infer<typeof Province>;

export const CityByIp = z.object({
  provinceCode: z.string(),
  province: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
});
export type CityByIp = z.infer<typeof CityByIp>;

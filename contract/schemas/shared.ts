// The building blocks every wire entity uses: integers, epoch-millisecond times, the paged answer
// and the sourcing type code.
import { z } from 'zod';

export const int = () => z.number().int();
export const epochMs = () => z.number().int();

export function page<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), totalCount: int() });
}
export type Page<T> = { data: T[]; totalCount: number };

/** Sourcing type: 1 inquiry, 2 tender, 3 competitive bid (the lists' priceTypeList). */
export const PriceType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

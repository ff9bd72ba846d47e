// The building blocks every wire entity uses: integers, epoch-millisecond times, the paged answer
// and the sourcing type code.
import { z } from 'zod';

export const int = () => z.number().int();
export const epochMs = () => z.number().int();

/**
 * A page of a list and its total. A list whose total could not be had cheaply counts up to a cap
 * and says so with totalCountAtLeast: there are more than totalCount items (the mall's sourcing
 * lists, docs/decisions/030-a-million-processes.md); absent, the total is exact.
 */
export function page<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), totalCount: int(), totalCountAtLeast: z.literal(true).optional() });
}
export type Page<T> = { data: T[]; totalCount: number; totalCountAtLeast?: true };

/** Sourcing type: 1 inquiry, 2 tender, 3 competitive bid (the lists' priceTypeList). */
export const PriceType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

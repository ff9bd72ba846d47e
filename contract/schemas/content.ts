// Content: the adverts and banners of the platform's and a member's advert columns.
import { z } from 'zod';
import { int } from './shared.ts';

export const Advert = z.object({ id: int(), imageUrl: z.string(), title: z.string(), link: z.string() });
export type Advert = z.infer<typeof Advert>;

// The site and its layout: the site found by host, its page template, the app download link and
// the platform's health answer.
import { z } from 'zod';
import { epochMs, int } from './shared.ts';

export const AppDownloadLink = z.object({ id: int(), name: z.string(), url: z.string(), qrCodeUrl: z.string() });
export type AppDownloadLink = z.infer<typeof AppDownloadLink>;

export const Site = z.object({
  id: int(),
  name: z.string(),
  logo: z.string(),
  siteUrl: z.string(),
  symbol: z.string(),
  language: z.string(),
  enableMultiTenancy: z.boolean(),
  /** The mall (shop of type 6, enterprise procurement portal) this site opens on. */
  mallId: int(),
});
export type Site = z.infer<typeof Site>;

export const TemplateRef = z.object({ id: int() });

export const Health = z.object({ status: z.literal('up'), database: z.boolean(), time: epochMs() });

// i18next settings shared by the server (per request) and the browser: one namespace per area of
// the portal, errors.json holding the messages of the code catalogue.
import type { InitOptions } from 'i18next';
import { DEFAULT_LOCALE, LOCALES } from '#contract/lang.ts';

export const NAMESPACES = [
  'common',
  'layout',
  'home',
  'lists',
  'shop',
  'detail',
  'auth',
  'member',
  'admission',
  'messages',
  'chat',
  'inquiry',
  'quote',
  'tender',
  'tenderClarification',
  'tenderEvaluation',
  'tenderRegistration',
  'tenderBid',
  'biddingBid',
  'bidding',
  'contract',
  'contractDetail',
  'exports',
  'help',
  'errors',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const i18nOptions = {
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
} satisfies InitOptions;

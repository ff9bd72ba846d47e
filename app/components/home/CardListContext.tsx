// What every card of one list shares — translations, locale, the layout's site and shop prefix,
// and the action flow — worked out once per list rather than once per card: the home renders 27
// cards on every anonymous view, and per-card hooks were most of its server render time.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Locale } from '#contract/lang.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { detailHref } from '#app/lib/sourcing-links.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { useLayoutView } from '../layout/useLayoutView.ts';
import { useCardAction, type ActionItem } from './useCardAction.ts';

export type CardListContextValue = {
  kind: SourcingKind;
  t: TFunction<'home'>;
  tCommon: TFunction;
  locale: Locale;
  mallId: number;
  shopId: number | null;
  act: (item: ActionItem) => void;
  /** The card whose action is being checked with the platform, if any. */
  pendingId: number | null;
  /** Where a card's title leads: the detail page (inside a shop, its shop variant). */
  detailLink: (id: number) => string;
  /** The page's server time: a tender card's countdown to its next phase counts from it (app/lib/phase-countdown.ts). */
  serverTime: number;
};

/** Provided by CardListProvider; a test renders a card with a fixed value of its own. */
export const CardListContext = createContext<CardListContextValue | null>(null);

type ProviderProps = {
  kind: SourcingKind;
  /** Cards inside a buyer's shop open the detail's shop variant (docs/product.md#routes-and-layouts); else the mall's. */
  detailLink?: (kind: SourcingKind, id: number) => string;
  children: ReactNode;
};

export function CardListProvider({ kind, detailLink, children }: ProviderProps) {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const { site, shopId, serverTime } = useLayoutView();
  const { act, pendingId } = useCardAction(kind, detailLink);
  const value = useMemo(
    () => ({
      kind,
      t,
      tCommon,
      locale,
      mallId: site.mallId,
      shopId,
      act,
      pendingId,
      detailLink: (id: number) => (detailLink ? detailLink(kind, id) : detailHref(kind, id, { mallId: site.mallId, shopId })),
      serverTime,
    }),
    [kind, t, tCommon, locale, site.mallId, shopId, act, pendingId, detailLink, serverTime],
  );
  return <CardListContext.Provider value={value}>{children}</CardListContext.Provider>;
}

export function useCardList(): CardListContextValue {
  const value = useContext(CardListContext);
  if (!value) throw new Error('a card outside a CardListProvider');
  return value;
}

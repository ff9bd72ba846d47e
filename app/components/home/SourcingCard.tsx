// The card of every sourcing kind (its words from the kind's descriptor, app/lib/sourcing-kinds.ts): coloured top border, title linking to the detail page, the
// facts (more of them on the wide first card), the remaining days (a tender or a competitive bid: its phase and the
// countdown to the phase's end) and the action button; a closed inquiry greyed.
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { Locale } from '#contract/lang.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { biddingCountdown } from '#app/lib/phase-countdown.ts';
import { formatDate } from '#app/lib/format.ts';
import { sourcingView, type CardFacts, type CardItemOf } from '#app/lib/sourcing-kinds.ts';
import { tenderCountdown } from '#app/lib/phase-countdown.ts';
import { CardActionButton } from './CardActionButton.tsx';
import { useCardList } from './CardListContext.tsx';
import { BiddingStage, TenderStage } from './PhaseStage.tsx';
import { RemainingDays } from './RemainingDays.tsx';
import classes from './SourcingCard.module.css';

/** item: the card's fields (bff/card-fields.ts); a whole list item fits too. */
type Props<K extends SourcingKind> = { kind: K; item: CardItemOf[K]; wide: boolean };

export function SourcingCard<K extends SourcingKind>({ kind, item, wide }: Props<K>) {
  const { t, tCommon, locale, detailLink, serverTime } = useCardList();
  const { title, facts } = sourcingView(kind).card(item);
  const lines = factLines(t, locale, facts, wide);
  const stage = facts.stage ? tenderCountdown(facts.stage, serverTime) : null;
  const bidding = facts.biddingStage ? biddingCountdown(facts.biddingStage, serverTime) : null;
  return (
    <article
      className={classes.card}
      data-kind={kind}
      data-wide={wide || undefined}
      data-closed={facts.closed || undefined}
      data-phase={stage?.phase ?? bidding?.phase}
      data-testid={`${kind}-card-${item.id}`}
    >
      <Link to={detailLink(item.id)} className={classes.title} title={title}>
        {title}
      </Link>
      <ul className={classes.facts}>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of fact lines, never reordered
          <li key={index} title={line}>
            {line}
          </li>
        ))}
      </ul>
      <footer className={classes.footer}>
        {stage ? (
          <TenderStage countdown={stage} t={tCommon} testId={`tender-stage-${item.id}`} />
        ) : bidding ? (
          <BiddingStage countdown={bidding} t={tCommon} testId={`bidding-stage-${item.id}`} />
        ) : (
          <RemainingDays remaining={item} />
        )}
        <CardActionButton item={item} />
      </footer>
    </article>
  );
}

function factLines(t: TFunction<'home'>, locale: Locale, facts: CardFacts, wide: boolean): string[] {
  const lines = [
    t('card.category', { category: facts.category }),
    t('card.materialKinds', { count: facts.materialKinds }),
    t('card.deliveryAddress', { address: facts.address }),
    t(`card.${facts.date.label}`, { date: formatDate(facts.date.at, locale) }),
    t('card.publisher', { name: facts.publisher }),
  ];
  if (facts.quoteCount !== undefined) lines.push(t('card.quotes', { count: facts.quoteCount }));
  if (facts.registered !== undefined) lines.push(t('card.registered', { count: facts.registered }));
  if (facts.signedUp !== undefined) lines.push(t('card.signedUp', { count: facts.signedUp }));
  if (facts.bids !== undefined) lines.push(t('card.bids', { count: facts.bids }));
  if (!wide) return lines;
  for (const extra of facts.more) {
    switch (extra.key) {
      case 'number':
        lines.push(t('card.number', { number: extra.number }));
        break;
      case 'quotes':
        lines.push(t('card.quotes', { count: extra.count }));
        break;
      case 'areas':
        if (extra.areas) lines.push(t('card.areas', { areas: extra.areas }));
        break;
      case 'round':
        lines.push(t('card.round', { turn: extra.turn }));
        break;
      case 'publishedAt':
        lines.push(t('card.publishedAt', { date: formatDate(extra.at, locale) }));
        break;
    }
  }
  return lines;
}

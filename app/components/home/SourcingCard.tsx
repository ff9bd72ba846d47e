// The card every sourcing kind shares: coloured top border, title linking to the detail page, the
// facts (more of them on the wide first card), the remaining days and the action button.
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { Locale } from '#contract/lang.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import type { CardActionFacts } from '#app/lib/card-action.ts';
import { formatDate } from '#app/lib/format.ts';
import { CardActionButton } from './CardActionButton.tsx';
import { useCardList } from './CardListContext.tsx';
import { RemainingDays } from './RemainingDays.tsx';
import classes from './SourcingCard.module.css';
import type { ActionItem } from './useCardAction.ts';

/** What a card tells, in the same words for every kind. */
export type CardFacts = {
  category: string;
  materialKinds: number;
  address: string;
  date: { label: 'deliveryDate' | 'expectedDate'; at: number };
  publisher: string;
  /** Shown on the wide first card only. */
  more: CardExtra[];
};

export type CardExtra =
  | { key: 'number'; number: string }
  | { key: 'quotes'; count: number }
  | { key: 'areas'; areas: string }
  | { key: 'round'; turn: number }
  | { key: 'publishedAt'; at: number };

/** Inquiries and competitive bids name these facts alike on the wire. */
export function deliveryFacts(
  item: { category: string; count: number; address: string; deliveryTime: number; memberName: string },
  more: CardExtra[],
): CardFacts {
  return {
    category: item.category,
    materialKinds: item.count,
    address: item.address,
    date: { label: 'deliveryDate', at: item.deliveryTime },
    publisher: item.memberName,
    more,
  };
}

type Props = {
  kind: SourcingKind;
  item: CardActionFacts & ActionItem;
  wide: boolean;
  title: string;
  facts: CardFacts;
};

export function SourcingCard({ kind, item, wide, title, facts }: Props) {
  const { t, locale, detailLink } = useCardList();
  const lines = factLines(t, locale, facts, wide);
  return (
    <article className={classes.card} data-kind={kind} data-wide={wide || undefined} data-testid={`${kind}-card-${item.id}`}>
      <Link to={detailLink(item.id)} className={classes.title} title={title}>
        {title}
      </Link>
      <ul className={classes.facts}>
        {lines.map((line, index) => (
          <li key={index} title={line}>
            {line}
          </li>
        ))}
      </ul>
      <footer className={classes.footer}>
        <RemainingDays remaining={item} />
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

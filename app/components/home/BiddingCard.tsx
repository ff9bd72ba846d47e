// A competitive bid (reverse auction) on the home page (orange): what is auctioned, the round and
// quotes so far, and "sign up now" (never for its publisher).
import type { BiddingListItem } from '#contract/schemas.ts';
import { deliveryFacts, SourcingCard } from './SourcingCard.tsx';

export function BiddingCard({ item, wide }: { item: BiddingListItem; wide: boolean }) {
  return (
    <SourcingCard
      kind="bidding"
      item={item}
      wide={wide}
      title={item.details}
      facts={deliveryFacts(item, [
        { key: 'number', number: item.purchaseInquiryNo },
        { key: 'round', turn: item.turn },
        { key: 'quotes', count: item.quoteCount },
      ])}
    />
  );
}

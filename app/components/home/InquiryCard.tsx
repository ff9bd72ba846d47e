// An inquiry on the home page (green): what is asked for, where and when, and "quote now".
import type { InquiryListItem } from '#contract/schemas.ts';
import { deliveryFacts, SourcingCard } from './SourcingCard.tsx';

export function InquiryCard({ item, wide }: { item: InquiryListItem; wide: boolean }) {
  return (
    <SourcingCard
      kind="inquiry"
      item={item}
      wide={wide}
      title={item.details}
      facts={deliveryFacts(item, [
        { key: 'number', number: item.purchaseInquiryNo },
        { key: 'quotes', count: item.quoteCount },
        { key: 'areas', areas: item.areas },
      ])}
    />
  );
}

// A competitive bid's demand and rules (docs/product/entities.md#competitive-bid-fields): summary (with the sign-ups and
// bids so far), materials with their files, the bidding rules (starting price with the 'first quote must not exceed it' hint, minimum
// step, quotes allowed, sign-up and bidding windows), the demand with its files, the commercial
// terms and the attachments.
import { Text } from '@mantine/core';
import type { BiddingDetail } from '#contract/schemas.ts';
import { materialRows } from '#app/lib/sourcing-rows.ts';
import { AttachmentLinks } from './AttachmentLinks.tsx';
import { DemandSummary } from './DemandSummary.tsx';
import { DetailSection } from './DetailSection.tsx';
import { FactList } from './FactList.tsx';
import { TextBlock } from './TextBlock.tsx';
import { useDetailFormat } from './useDetailFormat.ts';
import { useTermFacts } from './useTermFacts.ts';

export function BiddingDetailBody({ detail }: { detail: BiddingDetail }) {
  const { t, money, window } = useDetailFormat();
  const terms = useTermFacts(detail);
  return (
    <>
      <DemandSummary
        category={detail.category}
        materials={materialRows(detail.materiels)}
        budget={detail.budgetAmount}
        areas={detail.isAreas ? detail.areas : null}
        address={detail.address}
        delivery={{ label: 'deliveryDate', at: detail.deliver }}
        more={[
          // The suppliers signed up (not rejected) and the bids placed, as the cards count them.
          ...(detail.signUpCount === undefined ? [] : [{ key: 'signUps', label: t('facts.registered'), value: detail.signUpCount }]),
          { key: 'bids', label: t('facts.bids'), value: detail.quoteCount },
          { key: 'turn', label: t('facts.turn'), value: detail.turn },
        ]}
      />
      <DetailSection id="rules" title={t('sections.rules')}>
        <FactList
          facts={[
            {
              key: 'startingPrice',
              label: t('bidding.startingPrice'),
              value: (
                <>
                  <span data-testid="detail-starting-price">{money(detail.startingPrice)}</span>
                  {detail.startingPrice > 0 && (
                    <Text span size="xs" c="orange.8" ml="sm" data-testid="detail-starting-price-hint">
                      {t('bidding.startingPriceHint', { price: money(detail.startingPrice) })}
                    </Text>
                  )}
                </>
              ),
            },
            { key: 'minPrice', label: t('bidding.minPrice'), value: money(detail.minPrice) },
            { key: 'allowPurchaseCount', label: t('bidding.allowPurchaseCount'), value: t('bidding.times', { count: detail.allowPurchaseCount }) },
            { key: 'signUp', label: t('bidding.signUp'), value: window(detail.startSignUp, detail.endSignUp) },
            { key: 'biddingWindow', label: t('bidding.window'), value: window(detail.biddingStartTime, detail.biddingEndTime) },
          ]}
        />
      </DetailSection>
      <DetailSection id="demand" title={t('sections.demand')}>
        <FactList facts={[{ key: 'demand', label: t('bidding.demand'), value: detail.demand ? <TextBlock text={detail.demand} /> : '' }]} />
        <AttachmentLinks files={detail.demandUrls} testId="detail-attachments-demand" />
      </DetailSection>
      <DetailSection id="terms" title={t('sections.terms')}>
        <FactList facts={terms} />
      </DetailSection>
      <DetailSection id="attachments" title={t('sections.attachments')}>
        <AttachmentLinks files={detail.urls} testId="detail-attachments" emptyText />
      </DetailSection>
    </>
  );
}

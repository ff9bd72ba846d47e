// A detail page of an inquiry, tender or competitive bid (docs/product.md#detail-pages): the header
// with the countdown and the action, the kind's demand and requirements, and the right rail.
import type { DetailRail as Rail, SourcingDetailView } from '#bff/views.ts';
import { detailHead } from '#app/lib/sourcing-kinds.ts';
import { BiddingDetailBody } from './BiddingDetailBody.tsx';
import { DetailHeader } from './DetailHeader.tsx';
import classes from './DetailPage.module.css';
import { DetailRail } from './DetailRail.tsx';
import { InquiryDetailBody } from './InquiryDetailBody.tsx';
import { TenderDetailBody } from './TenderDetailBody.tsx';

type Props = Rail & { view: SourcingDetailView; inShop: boolean };

export function DetailPage({ view, inShop, statistics, others }: Props) {
  return (
    <div className={classes.page} data-testid="detail-page" data-kind={view.kind} data-id={view.detail.id}>
      <article className={classes.main}>
        <DetailHeader kind={view.kind} head={detailHead(view)} serverTime={view.serverTime} />
        {view.kind === 'inquiry' && <InquiryDetailBody detail={view.detail} />}
        {view.kind === 'tender' && <TenderDetailBody detail={view.detail} />}
        {view.kind === 'bidding' && <BiddingDetailBody detail={view.detail} />}
      </article>
      <DetailRail statistics={statistics} others={others} kind={view.kind} inShop={inShop} />
    </div>
  );
}

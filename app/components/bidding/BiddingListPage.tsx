// The buyer's competitive bids, newest first (docs/product/rules.md, "The live reverse auction"): the
// kit's buyer list (a tab per phase with its count, keyword and page in the URL, a new competitive bid,
// a draft to edit), each row with its number and description (to its page), the sign-up end, the
// auction's window, sign-ups, bids, and its phase.
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BiddingListView } from '#bff/bidding/buyer-views.ts';
import { BIDDING_PHASES } from '#contract/schemas/bidding-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { BIDDING_DETAIL_PATH, BIDDING_EDIT_PATH, biddingHref } from '#app/lib/member-centre.ts';
import { BuyerSourcingList } from '../sourcing/BuyerSourcingList.tsx';
import { BiddingPhaseBadge } from './BiddingRuleSheet.tsx';

const DATE_TIME = 'YYYY-MM-DD HH:mm';

export function BiddingListPage({ view }: { view: BiddingListView }) {
  const { t } = useTranslation('bidding');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  return (
    <BuyerSourcingList
      kind="bidding"
      view={view}
      phases={BIDDING_PHASES}
      phaseName={(phase) => tCommon(`biddingPhase.names.${phase}`)}
      paths={{ create: BIDDING_EDIT_PATH, detail: (id) => biddingHref(BIDDING_DETAIL_PATH, id), edit: (id) => biddingHref(BIDDING_EDIT_PATH, id) }}
      columns={[t('list.details'), t('list.signUpEnd'), t('list.start'), t('list.end'), t('list.signUps'), t('list.bids'), t('list.phase')]}
      minWidth={960}
      heading={(row) => ({ name: row.details, number: row.biddingNo, numberTestId: 'bidding-no' })}
      cells={(row) => (
        <>
          <Table.Td>{formatDate(row.endSignUp, locale, DATE_TIME)}</Table.Td>
          <Table.Td>{formatDate(row.biddingStartTime, locale, DATE_TIME)}</Table.Td>
          <Table.Td>{formatDate(row.biddingEndTime, locale, DATE_TIME)}</Table.Td>
          <Table.Td data-testid="bidding-row-sign-ups">{row.signUpCount}</Table.Td>
          <Table.Td data-testid="bidding-row-bids">{row.bidCount}</Table.Td>
          <Table.Td>
            <BiddingPhaseBadge phase={row.phase} />
          </Table.Td>
        </>
      )}
    />
  );
}

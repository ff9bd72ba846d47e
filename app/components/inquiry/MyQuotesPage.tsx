// The supplier's quotes, newest activity first, by state (active, withdrawn): each with its inquiry,
// buyer, where it stands (submitted, revised, withdrawn, won, lost), its total (a sealed quote's
// decrypted for its own supplier only, said to be sealed to everyone else until the opening), whether
// a sealed inquiry's quotes were opened, the latest revision's receipt (the platform's time and the
// start of its sha256, whole on hover and to assistive technology) and how many revisions it has,
// leading to the quote page and, once a sealed inquiry's quotes are opened, to the opening record.
import { Anchor, Code, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyQuotesView } from '#bff/inquiry/views.ts';
import type { OwnQuoteRow } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { quotePageHref } from '#app/lib/member-centre.ts';
import { quoteStatus } from '#app/lib/quote-figures.ts';
import { ChoiceFilter } from '../member-centre/ChoiceFilter.tsx';
import { ListFilters } from '../member-centre/ListFilters.tsx';
import { MemberListPage } from '../member-centre/MemberListPage.tsx';
import { QuoteStatusBadge } from './QuoteStatusBadge.tsx';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';

const STATES = ['active', 'withdrawn'] as const;
/** Hex digits of a receipt's sha256 shown in the list (the quote page shows it whole). */
const SHORT_HASH = 12;

/** A sealed inquiry's opened record is there to read. */
function mayHaveOpening(row: OwnQuoteRow): boolean {
  return row.sealed && row.opened;
}

/** Whether a sealed inquiry's quotes were opened; an open inquiry has nothing to open. */
function OpeningState({ row }: { row: OwnQuoteRow }) {
  const { t } = useTranslation('quote');
  if (!row.sealed) return <Text size="sm">{t('mine.openQuotes')}</Text>;
  return (
    <Text size="sm" fw={row.opened ? 600 : undefined} data-testid="quote-row-opened" data-opened={row.opened}>
      {t(row.opened ? 'mine.openedYes' : 'mine.openedNo')}
    </Text>
  );
}

export function MyQuotesPage({ view }: { view: MyQuotesView }) {
  const { t } = useTranslation('quote');
  const locale = useLocale();
  return (
    <MemberListPage
      view={view}
      testIds={{ page: 'my-quotes', table: 'quotes', pager: 'quotes-pager' }}
      title={t('mine.title')}
      exportTo={EXPORT_PATHS.list('quotes')}
      filters={
        <ListFilters label={t('mine.filters')} submit={t('mine.search')}>
          <ChoiceFilter
            name="state"
            label={t('mine.state')}
            all={t('mine.allStates')}
            values={STATES}
            text={(state) => t(`mine.${state}`)}
            value={view.state}
            testId="quotes-filter-state"
          />
        </ListFilters>
      }
      empty={<Text data-testid="quotes-empty">{t('mine.empty')}</Text>}
      columns={[
        t('mine.inquiry'),
        t('mine.buyer'),
        t('mine.state'),
        t('mine.total'),
        t('mine.opened'),
        t('mine.receipt'),
        t('mine.deadline'),
        t('mine.actions'),
      ]}
      minWidth={900}
      row={(row) => {
        const href = quotePageHref(row.inquiryId, row.purchaseInquiryNo);
        return (
          <Table.Tr key={row.quoteId} data-testid="quote-row" data-inquiry={row.inquiryId} data-status={quoteStatus(row)}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {row.details}
              </Text>
              <Text size="xs">{row.purchaseInquiryNo}</Text>
            </Table.Td>
            <Table.Td>{row.buyer.name}</Table.Td>
            <Table.Td>
              <QuoteStatusBadge status={quoteStatus(row)} />
            </Table.Td>
            <Table.Td data-testid="quote-row-total" data-amount={row.totalAmount ?? undefined}>
              {row.totalAmount === null ? t('history.sealed') : formatAmount(row.totalAmount, row.currency, locale)}
              {row.sealed && !row.opened && row.totalAmount !== null && (
                <Text size="xs" c="dimmed" data-testid="quote-row-sealed-own">
                  {t('mine.sealedOwn')}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <OpeningState row={row} />
            </Table.Td>
            <Table.Td data-testid="quote-row-receipt">
              {row.receipt ? (
                <Stack gap={2}>
                  <Text size="sm" data-testid="quote-row-receipt-time">
                    {formatDate(row.receipt.receivedTime, locale, 'YYYY-MM-DD HH:mm:ss')}
                  </Text>
                  <Text size="xs">
                    <Code title={row.receipt.sha256} data-testid="quote-row-receipt-hash" data-hash={row.receipt.sha256}>
                      {t('mine.receiptHash', { hash: row.receipt.sha256.slice(0, SHORT_HASH) })}
                    </Code>
                  </Text>
                </Stack>
              ) : (
                formatDate(row.updateTime, locale, 'YYYY-MM-DD HH:mm')
              )}
              <Text size="xs" c="dimmed" data-testid="quote-row-revisions" data-count={row.revisionCount}>
                {t('mine.revisions', { count: row.revisionCount })}
              </Text>
            </Table.Td>
            <Table.Td>{formatDate(row.offerEndTime, locale, 'YYYY-MM-DD HH:mm')}</Table.Td>
            <Table.Td>
              <Stack gap={2}>
                <Anchor component={Link} to={href} size="sm" data-testid="quote-row-open">
                  {t('mine.open')}
                </Anchor>
                {mayHaveOpening(row) && (
                  <Anchor component={Link} to={`${href}#opening`} size="sm" data-testid="quote-row-opening">
                    {t('mine.opening')}
                  </Anchor>
                )}
              </Stack>
            </Table.Td>
          </Table.Tr>
        );
      }}
    />
  );
}

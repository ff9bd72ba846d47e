// The buyer's awards still to contract (docs/decisions/025-contracts.md, "From an award, prefilled"): the
// contracts page's last tab. One row per award for one supplier (the purchase order the award made):
// where it comes from, the supplier, when it was awarded, its amount and how many of its lines are in
// no contract yet, and the way to draft a contract from it.
import { Button, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AwardListView } from '#bff/agreement/views.ts';
import { AGREEMENT_STATES } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { CONTRACT_ADD_PATH } from '#app/lib/member-centre.ts';
import { ChoiceFilter } from '../../member-centre/ChoiceFilter.tsx';
import { ListFilters } from '../../member-centre/ListFilters.tsx';
import { MemberListPage } from '../../member-centre/MemberListPage.tsx';
import { AgreementTabs } from './AgreementTabs.tsx';

const SOURCE_TYPES = ['1', '2', '3'] as const;

/** The draft form of a contract from one award's order. */
export const draftHref = (orderId: number) => `${CONTRACT_ADD_PATH}?orderId=${orderId}`;

export function AwardListPage({ view }: { view: AwardListView }) {
  const { t } = useTranslation('contract');
  const locale = useLocale();
  return (
    <MemberListPage
      view={view}
      testIds={{ page: 'contract-awards-page', table: 'award-rows', pager: 'award-pager', error: 'award-list-error' }}
      side="buyer"
      title={t('list.titleBuyer')}
      intro={t('awards.intro')}
      filters={
        <>
          <AgreementTabs states={AGREEMENT_STATES} current="awards" keyword="" withAwards />
          <ListFilters label={t('awards.filters')} submit={t('list.search')} submitTestId="award-filter-submit">
            <input type="hidden" name="tab" value="awards" />
            <ChoiceFilter
              name="sourceType"
              label={t('awards.sourceType')}
              all={t('awards.allSources')}
              values={SOURCE_TYPES}
              text={(type) => t(`source.${type}`)}
              value={view.sourceType === null ? null : String(view.sourceType)}
              testId="award-filter-source"
            />
            <TextInput
              name="keyword"
              label={t('list.keyword')}
              placeholder={t('awards.keywordPlaceholder')}
              defaultValue={view.keyword}
              data-testid="award-filter-keyword"
            />
          </ListFilters>
        </>
      }
      empty={
        <Text c="dimmed" data-testid="award-list-empty">
          {t('awards.empty')}
        </Text>
      }
      total={(count) => (
        <Text size="sm" c="dimmed" mb="xs" data-testid="award-list-total">
          {t('awards.total', { count })}
        </Text>
      )}
      columns={[
        t('awards.sourcing'),
        t('awards.supplier'),
        t('awards.orderNo'),
        t('awards.awardTime'),
        t('awards.amount'),
        t('awards.freeLines'),
        t('list.actions'),
      ]}
      minWidth={980}
      scrollLabel={t('awards.tableLabel')}
      row={(award) => {
        const free = award.lines.filter((line) => line.agreementId === null).length;
        return (
          <Table.Tr key={award.orderId} data-testid="award-row" data-order={award.orderId} data-source-type={award.source.type}>
            <Table.Td>
              <Text size="xs" c="dimmed">
                {t(`source.${award.source.type}`)} · {award.source.code}
              </Text>
              <Text size="sm" fw={600} lineClamp={2}>
                {award.source.title}
              </Text>
            </Table.Td>
            <Table.Td data-testid="award-supplier">{award.supplier.name}</Table.Td>
            <Table.Td>{award.orderNo}</Table.Td>
            <Table.Td>{formatDate(award.awardTime, locale, 'YYYY-MM-DD HH:mm')}</Table.Td>
            <Table.Td data-testid="award-amount">{formatAmount(award.totalAmount, award.currency, locale)}</Table.Td>
            <Table.Td data-testid="award-free-lines" data-free={free}>
              {t('awards.freeCount', { free, all: award.lines.length })}
            </Table.Td>
            <Table.Td>
              <Button
                component={Link}
                to={draftHref(award.orderId)}
                size="compact-sm"
                aria-label={t('awards.draftLabel', { code: award.source.code, supplier: award.supplier.name })}
                data-testid="award-draft"
              >
                {t('awards.draft')}
              </Button>
            </Table.Td>
          </Table.Tr>
        );
      }}
    />
  );
}

// The award of the buyer's closed auction (docs/product/rules.md, "The live reverse auction"), the
// tender's award (AwardGrid, AwardOutcome) as the model: the final ranking by the platform's clock
// (rank, alias, supplier, best price, time), rank 1 chosen; another bidder asks a reason; a
// confirmation says what the award does before it is sent, keyed (a double click awards once, a
// refusal comes back with the next key). A refusal shows on its field in the user's language, what
// was typed kept. Once awarded: the winner, its rank, price and the reason, the award notice and the
// purchase order, and the final ranking.
import { Alert, Anchor, Badge, Button, Group, Modal, Radio, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { BIDDING_AWARD_FIELD as F, type BiddingActionAnswer, type BiddingRankingRow } from '#bff/bidding/buyer-views.ts';
import type { Section } from '#bff/views.ts';
import type { BiddingAwardView, MemberBidding } from '#contract/schemas.ts';
import { BIDDING_LIMITS } from '#contract/schemas/bidding-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { PURCHASE_ORDER_DETAIL_PATH } from '#app/lib/member-centre.ts';
import { publicityHref } from '#app/lib/sourcing-links.ts';
import { FormSection } from '../forms/FormSection.tsx';
import { Fact } from '../member-centre/Fact.tsx';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';
import { ExportLink } from '../exports/ExportLink.tsx';
import { ScrollTable } from '../ScrollTable.tsx';

type Refused = Extract<BiddingActionAnswer, { ok: false }>;
type Props = {
  bidding: MemberBidding;
  ranking: Section<BiddingRankingRow[]> | null;
  award: BiddingAwardView | null;
  awardKey: string;
  answer: Refused | undefined;
};

/** The award section of a closed or awarded auction: the form, or the award made. */
export function BiddingAward({ bidding, ranking, award, awardKey, answer }: Props) {
  const { t } = useTranslation('bidding');
  const rows = ranking?.status === 'ok' ? ranking.data : [];
  return (
    <FormSection
      id="bidding-award-title"
      title={t(award || bidding.phase === 'awarded' ? 'award.resultTitle' : 'award.title')}
      testId="bidding-award"
    >
      {rows.length > 0 && (
        <Group justify="flex-end">
          <ExportLink to={EXPORT_PATHS.ranking} params={{ id: bidding.id }} withFilters={false} testId="ranking-export" />
        </Group>
      )}
      {ranking?.status === 'error' && (
        <Alert color="red" role="alert" data-testid="bidding-ranking-error">
          {ranking.message}
        </Alert>
      )}
      {award ? (
        <AwardResult award={award} />
      ) : bidding.phase === 'awarded' ? (
        <Alert color="green" data-testid="bidding-awarded">
          {t('award.awarded')}
        </Alert>
      ) : (
        ranking?.status === 'ok' && <AwardForm bidding={bidding} rows={rows} awardKey={answer?.awardKey ?? awardKey} answer={answer} />
      )}
      {(award || bidding.phase === 'awarded') && rows.length > 0 && <RankingTable rows={rows} winner={award?.bidder ?? null} />}
    </FormSection>
  );
}

function AwardForm({
  bidding,
  rows,
  awardKey,
  answer,
}: {
  bidding: MemberBidding;
  rows: BiddingRankingRow[];
  awardKey: string;
  answer: Refused | undefined;
}) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'award';
  const first = rows[0]?.bidder ?? '';
  const [chosen, setChosen] = useState(() => answer?.values.bidder || first);
  const [reason, setReason] = useState(() => answer?.values.reason ?? '');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A new answer (a refusal) closes the confirmation: the form shows why.
  const [answered, setAnswered] = useState(answer);
  if (answered !== answer) {
    setAnswered(answer);
    setConfirming(false);
  }
  const winner = rows.find((row) => row.bidder === chosen);
  const needsReason = winner !== undefined && winner.rank !== 1;
  if (rows.length === 0) return <Text size="sm">{t('award.noBids')}</Text>;
  const ask = () => {
    const missing = needsReason && reason.trim() === '';
    setReasonMissing(missing);
    if (!missing && winner) setConfirming(true);
  };
  const reasonError = reasonMissing ? t('errors.reasonRequired') : answer?.fieldErrors[F.reason];
  return (
    <Form method="post" noValidate id="bidding-award-form" data-testid="bidding-award-form">
      <input type="hidden" name="intent" value="award" />
      <input type="hidden" name={F.key} value={awardKey} />
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('award.hint')}
        </Text>
        {answer?.message && (
          <Alert color="red" role="alert" data-testid="bidding-action-error" data-intent="award">
            {answer.message}
          </Alert>
        )}
        <Radio.Group name={F.bidder} value={chosen} onChange={setChosen} label={t('award.choose')} error={answer?.fieldErrors[F.bidder]}>
          <RankingTable rows={rows} chosen={chosen} />
        </Radio.Group>
        {needsReason && (
          <Textarea
            name={F.reason}
            label={t('award.reason')}
            description={t('award.reasonHint')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonMissing(false);
            }}
            error={reasonError}
            required
            maxLength={BIDDING_LIMITS.reason}
            autosize
            minRows={2}
            data-testid="bidding-award-reason"
          />
        )}
        <Group>
          <Button onClick={ask} disabled={!winner} loading={busy} data-testid="bidding-award-submit">
            {t('award.submit')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('award.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('award.back') }}
      >
        <Stack gap="sm">
          <Text size="sm" data-testid="bidding-award-confirm-text">
            {winner &&
              t('award.confirmText', {
                auction: `${bidding.biddingNo} ${bidding.details}`,
                supplier: `${winner.name} (${winner.bidder})`,
                price: formatAmount(winner.price, null, locale),
              })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              {t('award.back')}
            </Button>
            {/* The dialog is rendered outside the form: the button names the form it submits. */}
            <Button type="submit" form="bidding-award-form" loading={busy} data-testid="bidding-award-confirm">
              {t('award.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Form>
  );
}

/** The final ranking: best price first (of equal prices the earlier bid); a radio per bidder while choosing, the winner marked after. */
function RankingTable({ rows, chosen, winner = null }: { rows: BiddingRankingRow[]; chosen?: string; winner?: string | null }) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const choosing = chosen !== undefined;
  return (
    <ScrollTable minWidth={560} label={t('award.ranking')}>
      <Table data-testid="bidding-ranking" aria-label={t('award.ranking')}>
        <Table.Thead>
          <Table.Tr>
            {choosing && <Table.Th>{t('award.choice')}</Table.Th>}
            <Table.Th>{t('award.rank')}</Table.Th>
            <Table.Th>{t('award.bidder')}</Table.Th>
            <Table.Th>{t('award.supplier')}</Table.Th>
            <Table.Th>{t('award.price')}</Table.Th>
            <Table.Th>{t('award.time')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.bidder} data-testid="bidding-ranking-row" data-bidder={row.bidder} data-rank={row.rank}>
              {choosing && (
                <Table.Td>
                  <Radio
                    value={row.bidder}
                    aria-label={t('award.chooseOne', { supplier: row.name, rank: row.rank })}
                    data-testid={`bidding-award-choice-${row.bidder}`}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <Badge size="sm" variant="light" color={row.rank === 1 ? 'green' : 'gray'}>
                  {t('award.rankOf', { rank: row.rank })}
                </Badge>
              </Table.Td>
              <Table.Td>{row.bidder}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Text size="sm">{row.name}</Text>
                  {winner === row.bidder && (
                    <Badge size="sm" color="green" data-testid="bidding-ranking-winner">
                      {t('award.winner')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{formatAmount(row.price, null, locale)}</Table.Td>
              <Table.Td>{row.receivedAt === null ? '—' : formatDate(row.receivedAt, locale, 'YYYY-MM-DD HH:mm:ss')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** The award made: the winner, its rank and price, the reason when not rank 1, the notice and the order. */
function AwardResult({ award }: { award: BiddingAwardView }) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  return (
    <Stack gap="sm" data-testid="bidding-award-result" data-bidder={award.bidder} data-rank={award.rank}>
      <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm">
        <Fact label={t('award.winner')} value={`${award.supplier.name} (${award.bidder})`} testId="bidding-award-winner" />
        <Fact label={t('award.rank')} value={t('award.rankOf', { rank: award.rank })} />
        <Fact label={t('award.amount')} value={formatAmount(award.totalAmount, award.currency, locale)} testId="bidding-award-price" />
        <Fact label={t('award.awardedAt')} value={formatDate(award.createTime, locale, 'YYYY-MM-DD HH:mm')} />
      </SimpleGrid>
      {award.reason && <Fact label={t('award.reason')} value={award.reason} testId="bidding-award-reason-shown" />}
      <Group gap="lg">
        <Anchor component={Link} to={publicityHref(award.noticeId, null, false)} size="sm" data-testid="bidding-award-notice-link">
          {t('award.notice')}
        </Anchor>
        {award.order && (
          <Anchor component={Link} to={`${PURCHASE_ORDER_DETAIL_PATH}?id=${award.order.id}`} size="sm" data-testid="bidding-award-order-link">
            {t('award.order', { orderNo: award.order.orderNo })}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

// The bid page (/memberCenter/procurementAbility/tender/readyAddTender/edit?id=): the tender with its
// phase, the time left to its next phase and its documents; then either why the platform would refuse
// a bid now (in the user's language, with the way forward: register, wait for the review; a member
// without a role chooses one first, and only a supplier is offered to register) or the
// sealed-bid form and the withdrawal; the receipt of what was just sent (the platform's time and
// hash); the bid's revisions, each with its receipt; the opening record once the bids are opened.
import { Alert, Anchor, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BidAnswer, BidPageView } from '#bff/tender/bid-views.ts';
import { Code as ErrorCode } from '#contract/codes.ts';
import type { BidReceipt, OwnBid, TenderBidForm } from '#contract/schemas.ts';
import { MEMBER_ROLE } from '#contract/vocabulary.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { MY_TENDERS_PATH, TENDER_OPENING_PATH, TENDER_REGISTER_PATH, tenderHref } from '#app/lib/member-centre.ts';
import { tenderDetailHref } from '#app/lib/sourcing-links.ts';
import { AttachmentLinks } from '../details/AttachmentLinks.tsx';
import { RoleFirst } from '../member/RoleFirst.tsx';
import { useMemberFrame } from '../member/useMemberFrame.ts';
import { Fact } from '../member-centre/Fact.tsx';
import { BidForm, WithdrawBid } from './BidForm.tsx';
import { NextPhaseCountdown, TenderPhaseBadge } from '../PhaseBadges.tsx';
import { ScrollTable } from '#app/components/ScrollTable.tsx';

const SECONDS = 'YYYY-MM-DD HH:mm:ss';
const MINUTES = 'YYYY-MM-DD HH:mm';

export function BidPage({ view, answer }: { view: BidPageView; answer: BidAnswer | undefined }) {
  const { t } = useTranslation('tenderBid');
  return (
    <Stack gap="lg" data-testid="bid-page">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <Anchor component={Link} to={MY_TENDERS_PATH} size="sm">
          {t('page.back')}
        </Anchor>
      </Group>
      {view.form.status === 'error' ? (
        <Alert color="red" role="alert" data-testid="bid-page-error">
          {view.form.message}
        </Alert>
      ) : (
        <BidBody view={view} form={view.form.data} answer={answer} />
      )}
    </Stack>
  );
}

function BidBody({ view, form, answer }: { view: BidPageView; form: TenderBidForm; answer: BidAnswer | undefined }) {
  const { t } = useTranslation('tenderBid');
  const { tender, bid, registration } = form;
  const failure = answer && !answer.ok ? answer : null;
  const role = useMemberFrame().user.memberRoleType;
  const notQualified = form.refusal === ErrorCode.NOT_QUALIFIED_BIDDER;
  return (
    <>
      <TenderHead form={form} serverTime={view.serverTime} />
      {answer?.ok && <ReceiptNotice receipt={answer.receipt} />}
      {form.refusal !== null && role === null ? (
        <RoleFirst />
      ) : form.refusal !== null ? (
        <Alert color="orange" role="alert" title={t('refused.title')} data-testid="bid-refused" data-code={form.refusal}>
          <Stack gap={4}>
            <Text size="sm">{form.refusalMessage}</Text>
            {notQualified && registration?.review === 'rejected' && (
              <Text size="sm">{t('refused.rejected', { reason: registration.reviewReason ?? '' })}</Text>
            )}
            {notQualified && registration?.review === 'pending' && <Text size="sm">{t('refused.pending')}</Text>}
            {notQualified && registration === null && tender.phase === 'registration' && role === MEMBER_ROLE.supplier && (
              <Anchor component={Link} to={tenderHref(TENDER_REGISTER_PATH, tender.id)} size="sm" data-testid="bid-register">
                {t('refused.register')}
              </Anchor>
            )}
          </Stack>
        </Alert>
      ) : (
        <>
          <BidForm tender={tender} bid={bid} bidKey={view.bidKey} failure={failure} serverTime={view.serverTime} />
          {bid?.state === 'active' && <WithdrawBid withdrawKey={view.withdrawKey} failure={failure} />}
        </>
      )}
      {bid && <BidHistory bid={bid} />}
      {form.opened && bid && (
        <Anchor component={Link} to={tenderHref(TENDER_OPENING_PATH, tender.id)} data-testid="bid-opening-link">
          {t('mine.opening')}
        </Anchor>
      )}
    </>
  );
}

/** The tender: code, buyer, phase and its countdown, the bidding window and opening, its revision, requirements and documents. */
function TenderHead({ form, serverTime }: { form: TenderBidForm; serverTime: number }) {
  const { t } = useTranslation('tenderBid');
  const locale = useLocale();
  const { tender } = form;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bid-tender-title" data-testid="bid-tender">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h4" id="bid-tender-title">
              <Anchor component={Link} to={tenderDetailHref(tender.id)} inherit>
                {tender.projectName}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {tender.code}
            </Text>
          </div>
          <Group gap="xs">
            <TenderPhaseBadge phase={tender.phase} />
            <NextPhaseCountdown tender={tender} serverTime={serverTime} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact label={t('tender.buyer')} value={tender.buyer.name} />
          <Fact
            label={t('tender.biddingWindow')}
            value={`${formatDate(tender.inviteTenderStartTime, locale, MINUTES)} – ${formatDate(tender.inviteTenderEndTime, locale, MINUTES)}`}
            testId="bid-window"
          />
          <Fact label={t('tender.openTime')} value={formatDate(tender.openTenderTime, locale, MINUTES)} />
          <Fact label={t('tender.revision')} value={tender.revision} testId="bid-tender-revision" />
        </SimpleGrid>
        {tender.inviteTenderRequirement && <Fact label={t('tender.requirement')} value={tender.inviteTenderRequirement} />}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {tender.payType && <Fact label={t('tender.payType')} value={tender.payType} />}
          {tender.deliverRequirement && <Fact label={t('tender.deliverRequirement')} value={tender.deliverRequirement} />}
          {tender.taxationRequirement && <Fact label={t('tender.taxationRequirement')} value={tender.taxationRequirement} />}
        </SimpleGrid>
        <Fact label={t('tender.files')} value={<AttachmentLinks files={tender.inviteTenderFile} emptyText testId="bid-tender-files" />} />
      </Stack>
    </Paper>
  );
}

/** The receipt of what was just sent or withdrawn: the platform's time and the sha256 of what it received. */
function ReceiptNotice({ receipt }: { receipt: BidReceipt }) {
  const { t } = useTranslation('tenderBid');
  const locale = useLocale();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="green.0"
      role="status"
      data-testid="bid-receipt"
      data-kind={receipt.kind}
      data-revision={receipt.revision}
    >
      <Stack gap={4}>
        <Text fw={700}>{t(`receipt.${receipt.kind}`, { revision: receipt.revision })}</Text>
        <Text size="sm">
          {t('receipt.time')}: <span data-testid="bid-receipt-time">{formatDate(receipt.receivedTime, locale, SECONDS)}</span>
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('receipt.hash')}: <Code data-testid="bid-receipt-hash">{receipt.sha256}</Code>
        </Text>
        {receipt.totalAmount !== null && (
          <Text size="sm">
            {t('receipt.total')}: <span data-testid="bid-receipt-total">{formatAmount(receipt.totalAmount, receipt.currency, locale)}</span>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Every revision of the bid, newest first, with the documents' revision it answered and its receipt. */
function BidHistory({ bid }: { bid: OwnBid }) {
  const { t } = useTranslation('tenderBid');
  const locale = useLocale();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bid-history-title" data-testid="bid-history">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bid-history-title">
          {t('history.title')}
        </Title>
        <ScrollTable minWidth={640} label={t('history.title')}>
          <Table withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.revision')}</Table.Th>
                <Table.Th>{t('history.kind')}</Table.Th>
                <Table.Th>{t('history.tenderRevision')}</Table.Th>
                <Table.Th>{t('history.time')}</Table.Th>
                <Table.Th>{t('history.hash')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bid.revisions.map((revision) => (
                <Table.Tr key={revision.revision} data-testid="bid-revision" data-kind={revision.kind}>
                  <Table.Td>{revision.revision}</Table.Td>
                  <Table.Td>{t(`history.${revision.kind}`)}</Table.Td>
                  <Table.Td>{revision.tenderRevision}</Table.Td>
                  <Table.Td>{formatDate(revision.createTime, locale, SECONDS)}</Table.Td>
                  <Table.Td>
                    <Code>{revision.receiptHash}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>
    </Paper>
  );
}

// One of the buyer's inquiries (docs/product/member-side.md#opening-comparison-and-award, decision 017): what it asks,
// its revisions, who quoted and when (prices only when open, or sealed and opened), the opening of
// sealed quotes at or after the deadline (the platform decides; its refusal shown), the opening
// record, the comparison and the award, and once awarded the award read back (AwardRecordCard.tsx).
import { Alert, Anchor, Button, Group, List, Paper, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import type { InquiryActionAnswer, InquiryDetailView } from '#bff/inquiry/views.ts';
import type { MemberInquiry } from '#contract/schemas.ts';
import { REASON_MAX } from '#contract/schemas/member-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { INQUIRIES_PATH, INQUIRY_EDIT_PATH } from '#app/lib/member-centre.ts';
import { linkableUrl } from '#app/lib/safe-url.ts';
import { AwardRecordCard } from './AwardRecordCard.tsx';
import { InquiryStateBadge } from './InquiryStateBadge.tsx';
import { ComparisonAward } from './ComparisonAward.tsx';
import { OpeningRecordCard } from './OpeningRecordCard.tsx';
import { QuoteRosterTable } from './QuoteRosterTable.tsx';
import { ScrollTable } from '../ScrollTable.tsx';

type Props = { view: InquiryDetailView; answer: InquiryActionAnswer | undefined };

const DATE_TIME = 'YYYY-MM-DD HH:mm';

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId} style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function InquiryDetailPage({ view, answer }: Props) {
  const { t } = useTranslation('inquiry');
  const locale = useLocale();
  const { inquiry } = view;
  const editable = inquiry.state === 'draft' || (inquiry.state === 'published' && !inquiry.closed);
  const cancellable = inquiry.state === 'draft' || inquiry.state === 'published';
  const sealed = inquiry.priceContrast === 1;
  return (
    <Stack gap="lg" data-testid="inquiry-detail-page" data-id={inquiry.id}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2" data-testid="inquiry-title">
            {inquiry.details}
          </Title>
          <Group gap="sm">
            <Text size="sm" c="dimmed" data-testid="inquiry-number">
              {inquiry.purchaseInquiryNo}
            </Text>
            <InquiryStateBadge state={inquiry.state} closed={inquiry.closed} />
            {inquiry.revision > 1 && (
              <Text size="sm" c="dimmed">
                {t('detail.revision', { revision: inquiry.revision })}
              </Text>
            )}
          </Group>
        </Stack>
        <Group gap="sm">
          <Anchor component={Link} to={INQUIRIES_PATH} size="sm">
            {t('detail.backToList')}
          </Anchor>
          {editable && (
            <Button component={Link} to={`${INQUIRY_EDIT_PATH}?id=${inquiry.id}`} variant="light" data-testid="inquiry-edit-link">
              {t(inquiry.state === 'draft' ? 'detail.editDraft' : 'detail.edit')}
            </Button>
          )}
        </Group>
      </Group>

      {answer?.ok && (
        <Alert color="green" data-testid="inquiry-action-done" data-intent={answer.intent}>
          {t(`detail.done.${answer.intent}`)}
        </Alert>
      )}
      {answer && !answer.ok && answer.message && (
        <Alert color="red" role="alert" data-testid="inquiry-action-error" data-intent={answer.intent}>
          {answer.message}
        </Alert>
      )}
      {inquiry.state === 'cancelled' && (
        <Alert color="red" data-testid="inquiry-cancelled">
          {t('detail.cancelledBecause', { reason: inquiry.cancelReason ?? '' })}
        </Alert>
      )}
      {view.award && <AwardRecordCard award={view.award} />}

      <Summary inquiry={inquiry} />
      <Materials inquiry={inquiry} />

      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="inquiry-quotes">
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h4" id="inquiry-quotes">
              {t('quotes.title', { count: inquiry.quoteCount })}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`priceContrast.${inquiry.priceContrast}`)} · {t('detail.deadline')} {formatDate(inquiry.offerEndTime, locale, DATE_TIME)}
            </Text>
          </Group>
          {sealed && !inquiry.opened && (
            <Text size="sm" c="dimmed" data-testid="quotes-sealed-note">
              {t('quotes.sealedNote')}
            </Text>
          )}
          {view.roster.status === 'error' ? (
            <Alert color="red" role="alert">
              {view.roster.message}
            </Alert>
          ) : (
            <QuoteRosterTable roster={view.roster.data} materiels={inquiry.materiels} />
          )}
          {sealed && !inquiry.opened && inquiry.state === 'published' && <OpenQuotes closed={inquiry.closed} />}
        </Stack>
      </Paper>

      {view.opening && <OpeningRecordCard record={view.opening} currency={inquiry.currency} />}

      {view.comparison &&
        (view.comparison.status === 'error' ? (
          <Alert color="red" role="alert" data-testid="comparison-error">
            {view.comparison.message}
          </Alert>
        ) : (
          <ComparisonAward
            comparison={view.comparison.data}
            canAward={inquiry.state === 'published' && !inquiry.awarded}
            awardKey={answer && !answer.ok && answer.intent === 'award' && answer.awardKey ? answer.awardKey : view.awardKey}
            answer={answer && !answer.ok && answer.intent === 'award' ? answer : undefined}
          />
        ))}

      <Revisions inquiry={inquiry} />
      {cancellable && <CancelInquiry answer={answer && !answer.ok && answer.intent === 'cancel' ? answer : undefined} />}
    </Stack>
  );
}

function Summary({ inquiry }: { inquiry: MemberInquiry }) {
  const { t } = useTranslation('inquiry');
  const locale = useLocale();
  const none = t('detail.none');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="inquiry-summary">
      <Stack>
        <Title order={2} size="h4" id="inquiry-summary">
          {t('detail.summary')}
        </Title>
        {inquiry.description && <Text size="sm">{inquiry.description}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={t('edit.category')}>{inquiry.category}</Fact>
          <Fact label={t('edit.offerEnd')} testId="inquiry-deadline">
            {formatDate(inquiry.offerEndTime, locale, DATE_TIME)}
          </Fact>
          <Fact label={t('edit.deliveryDate')}>{formatDate(inquiry.deliveryTime, locale)}</Fact>
          <Fact label={t('edit.address')}>{inquiry.address}</Fact>
          <Fact label={t('edit.purchaseType')}>
            {t(`purchaseType.${inquiry.purchaseType}`)}
            {inquiry.budgetAmount > 0 ? ` · ${formatAmount(inquiry.budgetAmount, inquiry.currency, locale)}` : ''}
          </Fact>
          <Fact label={t('edit.priceContrast')} testId="inquiry-price-contrast">
            {t(`priceContrast.${inquiry.priceContrast}`)}
          </Fact>
          <Fact label={t('edit.areas')}>{inquiry.isAllArea ? t('edit.allAreas') : inquiry.areas || none}</Fact>
          <Fact label={t('edit.quoteScope')}>
            {inquiry.quoteScope === 'all'
              ? t('quoteScope.all')
              : `${t('quoteScope.invited')}: ${inquiry.invited.map((party) => party.name).join(t('edit.listSeparator'))}`}
          </Fact>
          <Fact label={t('detail.currency')}>{inquiry.currency}</Fact>
          {(['paymentType', 'taxes', 'logistics', 'packRequire', 'offer', 'otherRequire'] as const).map((name) => (
            <Fact key={name} label={t(`terms.${name}`)}>
              {inquiry[name] || none}
            </Fact>
          ))}
        </SimpleGrid>
        {inquiry.transactionUurls.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('edit.files')}
            </Text>
            <List size="sm" data-testid="inquiry-attachments">
              {inquiry.transactionUurls.map((file) => {
                const href = linkableUrl(file.url);
                return (
                  <List.Item key={`${file.url}-${file.name}`}>
                    {href ? (
                      <Anchor href={href} target="_blank" size="sm">
                        {file.name}
                      </Anchor>
                    ) : (
                      file.name
                    )}
                  </List.Item>
                );
              })}
            </List>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Materials({ inquiry }: { inquiry: MemberInquiry }) {
  const { t } = useTranslation('inquiry');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="inquiry-materials-title">
      <Stack>
        <Title order={2} size="h4" id="inquiry-materials-title">
          {t('edit.materials')}
        </Title>
        <ScrollTable minWidth={700} label={t('edit.materials')}>
          <Table data-testid="inquiry-material-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('material.number')}</Table.Th>
                <Table.Th>{t('material.name')}</Table.Th>
                <Table.Th>{t('material.model')}</Table.Th>
                <Table.Th>{t('material.category')}</Table.Th>
                <Table.Th>{t('material.brand')}</Table.Th>
                <Table.Th>{t('material.unit')}</Table.Th>
                <Table.Th>{t('material.quantity')}</Table.Th>
                <Table.Th>{t('material.files')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {inquiry.materiels.map((line) => (
                <Table.Tr key={line.id} data-testid="inquiry-material">
                  <Table.Td>{line.number}</Table.Td>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td>{line.model}</Table.Td>
                  <Table.Td>{line.category}</Table.Td>
                  <Table.Td>{line.brand}</Table.Td>
                  <Table.Td>{line.unit}</Table.Td>
                  <Table.Td>{line.purchaseCount}</Table.Td>
                  <Table.Td>
                    {line.urls.map((file) => {
                      const href = linkableUrl(file.url);
                      return href ? (
                        <Anchor key={`${file.url}-${file.name}`} href={href} target="_blank" size="sm" display="block">
                          {file.name}
                        </Anchor>
                      ) : null;
                    })}
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

function Revisions({ inquiry }: { inquiry: MemberInquiry }) {
  const { t } = useTranslation('inquiry');
  const locale = useLocale();
  if (inquiry.revisions.length === 0) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="inquiry-revisions">
      <Stack gap="xs">
        <Title order={2} size="h4" id="inquiry-revisions">
          {t('detail.revisions')}
        </Title>
        <List size="sm" data-testid="inquiry-revision-list">
          {inquiry.revisions.map((revision) => (
            <List.Item key={revision.revision} data-testid="inquiry-revision">
              {t(revision.revision === 1 ? 'detail.publishedBy' : 'detail.revisedBy', {
                revision: revision.revision,
                time: formatDate(revision.createTime, locale, DATE_TIME),
                name: revision.actorName,
              })}
              {revision.reason ? ` — ${revision.reason}` : ''}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

function OpenQuotes({ closed }: { closed: boolean }) {
  const { t } = useTranslation('inquiry');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'open';
  return (
    <Form method="post">
      <Group>
        <Button type="submit" name="intent" value="open" loading={busy} data-testid="inquiry-open-quotes">
          {t('quotes.open')}
        </Button>
        <Text size="sm" c="dimmed">
          {t(closed ? 'quotes.openNow' : 'quotes.openAfterDeadline')}
        </Text>
      </Group>
    </Form>
  );
}

function CancelInquiry({ answer }: { answer: Extract<InquiryActionAnswer, { ok: false }> | undefined }) {
  const { t } = useTranslation('inquiry');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'cancel';
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="inquiry-cancel">
      <Form method="post">
        <Stack gap="sm">
          <Title order={2} size="h4" id="inquiry-cancel">
            {t('cancel.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('cancel.text')}
          </Text>
          <Textarea
            name="reason"
            label={t('cancel.reason')}
            defaultValue={answer?.values.reason}
            error={answer?.fieldErrors.reason}
            required
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            data-testid="inquiry-cancel-reason"
          />
          <Group>
            <Button type="submit" name="intent" value="cancel" color="red" variant="light" loading={busy} data-testid="inquiry-cancel-submit">
              {t('cancel.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

// The supplier's sealed bid (docs/product/tenders.md#sealed-bids): a unit price for every material
// line with its count and unit, the amount and the running total computed as the platform computes
// them (the platform's total is the one that counts), each line's delivery days and note, the tax
// rate, the commercial terms (payment, delivery, validity, warranty), a remark, and the technical and
// commercial documents. A revision starts from the latest submission, whose prices the platform
// decrypts for its own supplier alone. The form's idempotency key rides in a hidden field, so a
// double click or a retry is stored once. Withdrawing asks to be confirmed.
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigation } from 'react-router';
import { BID_FIELD as F, type BidFormFailure } from '#bff/tender/bid-views.ts';
import type { Attachment, BidTender, OwnBid } from '#contract/schemas.ts';
import { TENDER_BID_LIMITS } from '#contract/schemas/tender-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount } from '#app/lib/format.ts';
import { typedLineAmount, typedTotal } from '#app/lib/quote-figures.ts';
import { useCountdown } from '../details/useCountdown.ts';
import { keptFormFiles } from '../forms/form-files.ts';
import { UploadField } from '../forms/UploadField.tsx';

type Props = { tender: BidTender; bid: OwnBid | null; bidKey: string; failure: BidFormFailure | null; serverTime: number };

/** What the form starts with: what was typed before a refusal, else the latest submission, else empty prices. */
function startingValues(tender: BidTender, bid: OwnBid | null, failure: BidFormFailure | null): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of tender.materiels) {
    const sent = bid?.lines?.find((l) => l.materielId === line.id);
    values[F.price(line.id)] = sent ? sent.price.toFixed(2) : '';
    values[F.deliveryDays(line.id)] = sent?.deliveryDays === null || sent?.deliveryDays === undefined ? '' : String(sent.deliveryDays);
    values[F.note(line.id)] = sent?.note ?? '';
  }
  values[F.taxRate] = bid?.taxRate === null || bid?.taxRate === undefined ? '' : String(bid.taxRate);
  values[F.payment] = bid?.terms?.payment ?? '';
  values[F.delivery] = bid?.terms?.delivery ?? '';
  values[F.validityDays] = bid?.terms?.validityDays ? String(bid.terms.validityDays) : '';
  values[F.warranty] = bid?.terms?.warranty ?? '';
  values[F.remark] = bid?.remark ?? '';
  if (failure?.intent !== 'submit') return values;
  for (const [name, typed] of Object.entries(failure.values)) if (typed !== undefined) values[name] = typed;
  return values;
}

export function BidForm({ tender, bid, bidKey, failure, serverTime }: Props) {
  const { t } = useTranslation('tenderBid');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formData?.get(F.intent) === 'submit';
  // Past the deadline the platform refuses (60108): the button says so before it is pressed.
  const closed = useCountdown(tender.inviteTenderEndTime, serverTime).ended;
  const [values, setValues] = useState(() => startingValues(tender, bid, failure));
  const errors = failure?.intent === 'submit' ? failure.fieldErrors : {};
  const set = (name: string) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };
  const money = (amount: number) => formatAmount(amount, tender.currency, locale);
  const total = typedTotal(tender.materiels.map((line) => ({ price: values[F.price(line.id)] ?? '', quantity: String(line.count) })));
  const revising = bid?.state === 'active';
  const field = (name: string, label: string, max: number, testId: string) => (
    <TextInput
      name={name}
      label={label}
      value={values[name] ?? ''}
      onChange={set(name)}
      maxLength={max}
      autoComplete="off"
      error={errors[name]}
      data-testid={testId}
    />
  );
  const files = (name: string, label: string, testId: string, kept: Attachment[] | undefined) => (
    <UploadField
      name={name}
      encoding="ids"
      initial={keptFormFiles(kept)}
      max={TENDER_BID_LIMITS.files}
      error={errors[name]}
      texts={{
        label,
        description: t('form.filesHint', { max: TENDER_BID_LIMITS.files }),
        add: t('form.addFile'),
        remove: (file) => t('form.removeFile', { name: file }),
        kept: t('form.keptFile'),
      }}
      testIds={{ field: testId, file: `${testId}-file`, add: `${testId}-add` }}
    />
  );
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bid-form-title">
      <Form method="post" action={`${pathname}${search}`} noValidate data-testid="bid-form">
        <input type="hidden" name={F.key} value={failure?.intent === 'submit' ? failure.bidKey : bidKey} />
        <Stack gap="md">
          <Title order={2} size="h4" id="bid-form-title">
            {t(revising ? 'form.reviseTitle' : 'form.title')}
          </Title>
          <Alert color="grape" data-testid="bid-sealed">
            {t('form.sealed')}
          </Alert>
          {bid?.needsConfirmation && (
            <Alert color="orange" role="alert" data-testid="bid-needs-confirmation">
              {t('form.needsConfirmation', { revision: tender.revision })}
            </Alert>
          )}
          {failure?.intent === 'submit' && failure.formError && (
            <Alert color="red" role="alert" data-testid="bid-error">
              {failure.formError}
            </Alert>
          )}
          <div>
            <Title order={3} size="h5">
              {t('form.lines')}
            </Title>
            <Text size="sm" c="dimmed" mb="xs">
              {t('form.linesHint')}
            </Text>
            <Table.ScrollContainer minWidth={980}>
              <Table withTableBorder fz="sm" data-testid="bid-lines">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('form.code')}</Table.Th>
                    <Table.Th>{t('form.name')}</Table.Th>
                    <Table.Th>{t('form.count')}</Table.Th>
                    <Table.Th>{t('form.price')}</Table.Th>
                    <Table.Th>{t('form.amount')}</Table.Th>
                    <Table.Th>{t('form.days')}</Table.Th>
                    <Table.Th>{t('form.note')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tender.materiels.map((line) => {
                    const price = F.price(line.id);
                    const days = F.deliveryDays(line.id);
                    const note = F.note(line.id);
                    const amount = typedLineAmount(values[price] ?? '', String(line.count));
                    return (
                      <Table.Tr key={line.id} data-testid="bid-line" data-id={line.id}>
                        <Table.Td>{line.code}</Table.Td>
                        <Table.Td>
                          {line.name}
                          {line.type && (
                            <Text size="xs" c="dimmed">
                              {line.type}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          {line.count} {line.unit}
                        </Table.Td>
                        <Table.Td>
                          <TextInput
                            name={price}
                            value={values[price] ?? ''}
                            onChange={set(price)}
                            aria-label={t('form.priceLabel', { name: line.name })}
                            inputMode="decimal"
                            autoComplete="off"
                            required
                            error={errors[price]}
                            size="xs"
                            w={130}
                            data-testid="bid-price"
                          />
                        </Table.Td>
                        <Table.Td data-testid="bid-line-amount">{amount === null ? '—' : money(amount)}</Table.Td>
                        <Table.Td>
                          <TextInput
                            name={days}
                            value={values[days] ?? ''}
                            onChange={set(days)}
                            aria-label={t('form.daysLabel', { name: line.name })}
                            inputMode="numeric"
                            autoComplete="off"
                            error={errors[days]}
                            size="xs"
                            w={90}
                            data-testid="bid-line-days"
                          />
                        </Table.Td>
                        <Table.Td>
                          <TextInput
                            name={note}
                            value={values[note] ?? ''}
                            onChange={set(note)}
                            aria-label={t('form.noteLabel', { name: line.name })}
                            maxLength={TENDER_BID_LIMITS.lineNote}
                            autoComplete="off"
                            error={errors[note]}
                            size="xs"
                            w={200}
                            data-testid="bid-line-note"
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </div>
          <Group justify="flex-end" gap="xs" align="baseline">
            <Text size="sm">{t('form.total')}</Text>
            <Text fw={700} size="lg" data-testid="bid-total" data-amount={total} aria-live="polite">
              {money(total)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('form.totalHint')}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              name={F.taxRate}
              label={t('form.taxRate')}
              value={values[F.taxRate] ?? ''}
              onChange={set(F.taxRate)}
              inputMode="decimal"
              autoComplete="off"
              required
              error={errors[F.taxRate]}
              data-testid="bid-tax-rate"
            />
            <TextInput
              name={F.validityDays}
              label={t('form.validityDays')}
              value={values[F.validityDays] ?? ''}
              onChange={set(F.validityDays)}
              inputMode="numeric"
              autoComplete="off"
              error={errors[F.validityDays]}
              data-testid="bid-validity"
            />
          </SimpleGrid>
          <Title order={3} size="h5">
            {t('form.terms')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {field(F.payment, t('form.payment'), TENDER_BID_LIMITS.term, 'bid-payment')}
            {field(F.delivery, t('form.delivery'), TENDER_BID_LIMITS.term, 'bid-delivery')}
            {field(F.warranty, t('form.warranty'), TENDER_BID_LIMITS.term, 'bid-warranty')}
          </SimpleGrid>
          <Textarea
            name={F.remark}
            label={t('form.remark')}
            value={values[F.remark] ?? ''}
            onChange={set(F.remark)}
            autosize
            minRows={2}
            maxLength={TENDER_BID_LIMITS.remark}
            error={errors[F.remark]}
            data-testid="bid-remark"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {files(F.technicalFileIds, t('form.technicalFiles'), 'bid-technical', bid?.technicalFiles)}
            {files(F.commercialFileIds, t('form.commercialFiles'), 'bid-commercial', bid?.commercialFiles)}
          </SimpleGrid>
          <Group>
            <Button type="submit" name={F.intent} value="submit" loading={submitting} disabled={closed} data-testid="bid-submit">
              {t(bid?.needsConfirmation ? 'form.confirm' : revising ? 'form.revise' : 'form.submit')}
            </Button>
            {closed && (
              <Text size="sm" c="dimmed">
                {t('form.closed')}
              </Text>
            )}
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

/** Withdrawing the active bid, confirmed in a second step (its own idempotency key). */
export function WithdrawBid({ withdrawKey, failure }: { withdrawKey: string; failure: BidFormFailure | null }) {
  const { t } = useTranslation('tenderBid');
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const [asking, setAsking] = useState(false);
  const withdrawing = navigation.state !== 'idle' && navigation.formData?.get(F.intent) === 'withdraw';
  return (
    <Paper withBorder p="md" radius="md">
      <Form method="post" action={`${pathname}${search}`} data-testid="bid-withdraw-form">
        <input type="hidden" name={F.key} value={failure?.intent === 'withdraw' ? failure.bidKey : withdrawKey} />
        <Stack gap="xs">
          {failure?.intent === 'withdraw' && failure.formError && (
            <Alert color="red" role="alert" data-testid="bid-withdraw-error">
              {failure.formError}
            </Alert>
          )}
          <Text size="sm">{t('form.withdrawHint')}</Text>
          <Group>
            {asking ? (
              <>
                <Button type="submit" name={F.intent} value="withdraw" color="red" loading={withdrawing} data-testid="bid-withdraw-confirm">
                  {t('form.withdrawConfirm')}
                </Button>
                <Button variant="default" onClick={() => setAsking(false)}>
                  {t('form.cancel')}
                </Button>
              </>
            ) : (
              <Button variant="light" color="red" onClick={() => setAsking(true)} data-testid="bid-withdraw">
                {t('form.withdraw')}
              </Button>
            )}
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

// The supplier's sealed bid (docs/product/tenders.md#sealed-bids): a unit price for every material
// line with its count and unit, the amount and the running total computed as the platform computes
// them (the platform's total is the one that counts), each line's delivery days and note, the tax
// rate, the commercial terms (payment, delivery, validity, warranty), a remark, and the technical and
// commercial documents. A revision starts from the latest submission, whose prices the platform
// decrypts for its own supplier alone. The form's idempotency key rides in a hidden field, so a
// double click or a retry is stored once. Withdrawing asks to be confirmed.
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
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
import { LineInput, LineName, PricedLinesTable, PricedTotal, useTypedValues } from '../sourcing/PricedLines.tsx';
import { WithdrawConfirm } from '../sourcing/WithdrawConfirm.tsx';

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
  const { values, set } = useTypedValues(() => startingValues(tender, bid, failure));
  const errors: Record<string, string | undefined> = failure?.intent === 'submit' ? failure.fieldErrors : {};
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
          <PricedLinesTable
            title={t('form.lines')}
            hint={t('form.linesHint')}
            minWidth={980}
            testId="bid-lines"
            headers={[t('form.code'), t('form.name'), t('form.count'), t('form.price'), t('form.amount'), t('form.days'), t('form.note')]}
          >
            {tender.materiels.map((line) => {
              const price = F.price(line.id);
              const amount = typedLineAmount(values[price] ?? '', String(line.count));
              const input = { values, set, errors };
              return (
                <Table.Tr key={line.id} data-testid="bid-line" data-id={line.id}>
                  <Table.Td data-label={t('form.code')}>{line.code}</Table.Td>
                  <LineName name={line.name} detail={line.type} column={t('form.name')} />
                  <Table.Td data-label={t('form.count')}>
                    {line.count} {line.unit}
                  </Table.Td>
                  <LineInput
                    {...input}
                    name={price}
                    label={t('form.priceLabel', { name: line.name })}
                    column={t('form.price')}
                    inputMode="decimal"
                    required
                    width={130}
                    testId="bid-price"
                  />
                  <Table.Td data-label={t('form.amount')} data-testid="bid-line-amount">
                    {amount === null ? '—' : money(amount)}
                  </Table.Td>
                  <LineInput
                    {...input}
                    name={F.deliveryDays(line.id)}
                    label={t('form.daysLabel', { name: line.name })}
                    column={t('form.days')}
                    inputMode="numeric"
                    width={90}
                    testId="bid-line-days"
                  />
                  <LineInput
                    {...input}
                    name={F.note(line.id)}
                    label={t('form.noteLabel', { name: line.name })}
                    column={t('form.note')}
                    maxLength={TENDER_BID_LIMITS.lineNote}
                    width={200}
                    testId="bid-line-note"
                  />
                </Table.Tr>
              );
            })}
          </PricedLinesTable>
          <PricedTotal label={t('form.total')} hint={t('form.totalHint')} total={total} shown={money(total)} testId="bid-total" live />
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
  const withdrawing = failure?.intent === 'withdraw' ? failure : null;
  return (
    <WithdrawConfirm
      fields={{ key: F.key, intent: F.intent }}
      formKey={withdrawing ? withdrawing.bidKey : withdrawKey}
      error={withdrawing?.formError}
      texts={{ hint: t('form.withdrawHint'), withdraw: t('form.withdraw'), confirm: t('form.withdrawConfirm'), cancel: t('form.cancel') }}
      testIds={{ form: 'bid-withdraw-form', error: 'bid-withdraw-error', withdraw: 'bid-withdraw', confirm: 'bid-withdraw-confirm' }}
    />
  );
}

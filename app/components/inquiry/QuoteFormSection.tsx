// The supplier's quote on an inquiry's current revision: a unit price and quantity per material line
// (a line left without a price is not quoted), each line's own delivery date (empty: the quote's)
// and notes, the total computed live as the platform computes it (the platform's is the one that
// counts), the tax rate, delivery date, notes and attachments. A revision starts from the latest
// submission — a sealed one's prices too, which the platform decrypts for its own supplier — with
// its attachments kept unless removed. The form's idempotency key rides in a hidden field, so a
// double click or a retry is stored once. A quote may be revised until the deadline (the latest
// counts) and withdrawn.
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigation } from 'react-router';
import { QUOTE_FIELD, type QuoteFormFailure } from '#bff/inquiry/views.ts';
import type { MemberInquiry, OwnQuote } from '#contract/schemas.ts';
import { INQUIRY_LIMITS } from '#contract/schemas/inquiry-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { typedLineAmount, typedTotal } from '#app/lib/quote-figures.ts';
import { keptFormFiles } from '../forms/form-files.ts';
import { UploadField } from '../forms/UploadField.tsx';
import { useCountdown } from '../details/useCountdown.ts';
import { LineInput, LineName, PricedLinesTable, PricedTotal, useTypedValues } from '../sourcing/PricedLines.tsx';
import { WithdrawConfirm } from '../sourcing/WithdrawConfirm.tsx';

type Props = { inquiry: MemberInquiry; quote: OwnQuote | null; quoteKey: string; failure: QuoteFormFailure | null; serverTime: number };

/** The latest submission of the quote (an active one's, or what a withdrawn one had said): what a revision starts from. */
const latestSubmission = (quote: OwnQuote | null) => quote?.revisions.find((revision) => revision.kind === 'submitted');

/** What the form starts with: what was typed before a refusal, else the latest submission's lines and terms, else the requested quantities. */
function startingValues(inquiry: MemberInquiry, quote: OwnQuote | null, failure: QuoteFormFailure | null, locale: ReturnType<typeof useLocale>) {
  const latest = latestSubmission(quote);
  const values: Record<string, string> = {};
  for (const line of inquiry.materiels) {
    const quoted = latest?.lines?.find((l) => l.materielId === line.id);
    const terms = latest?.lineTerms.find((l) => l.materielId === line.id);
    values[QUOTE_FIELD.price(line.id)] = quoted ? quoted.unitPrice.toFixed(2) : '';
    values[QUOTE_FIELD.quantity(line.id)] = String(quoted ? quoted.quantity : line.purchaseCount);
    values[QUOTE_FIELD.lineDelivery(line.id)] = terms?.deliveryTime ? formatDate(terms.deliveryTime, locale) : '';
    values[QUOTE_FIELD.lineNotes(line.id)] = terms?.notes ?? '';
  }
  values[QUOTE_FIELD.taxRate] = latest?.taxRate === null || latest?.taxRate === undefined ? '' : String(latest.taxRate);
  values[QUOTE_FIELD.deliveryDate] = formatDate(latest?.deliveryTime ?? inquiry.deliveryTime, locale);
  values[QUOTE_FIELD.notes] = latest?.notes ?? '';
  return failure && failure.intent === 'submit' ? { ...values, ...failure.values } : values;
}

export function QuoteFormSection({ inquiry, quote, quoteKey, failure, serverTime }: Props) {
  const { t } = useTranslation('quote');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formData?.get(QUOTE_FIELD.intent) === 'submit';
  // Past the deadline the platform refuses (60005): the button says so before it is pressed.
  const closed = useCountdown(inquiry.offerEndTime, serverTime).ended;
  const { values, set } = useTypedValues(() => startingValues(inquiry, quote, failure, locale));
  const errors: Record<string, string | undefined> = failure?.intent === 'submit' ? failure.fieldErrors : {};
  const money = (amount: number) => formatAmount(amount, inquiry.currency, locale);
  const total = typedTotal(
    inquiry.materiels.map((line) => ({ price: values[QUOTE_FIELD.price(line.id)] ?? '', quantity: values[QUOTE_FIELD.quantity(line.id)] ?? '' })),
  );
  const overCap = inquiry.purchaseType === 1 && total > inquiry.budgetAmount;
  const revising = quote !== null && quote.state === 'active';
  const sealed = inquiry.priceContrast === 1;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="quote-form-title">
      <Form method="post" action={`${pathname}${search}`} noValidate data-testid="quote-form">
        <input type="hidden" name={QUOTE_FIELD.key} value={failure?.quoteKey ?? quoteKey} />
        <Stack gap="md">
          <Title order={2} size="h4" id="quote-form-title">
            {t(revising ? 'form.reviseTitle' : 'form.title')}
          </Title>
          <Text size="sm">{t('form.latestCounts')}</Text>
          {revising && sealed && (
            <Alert color="grape" data-testid="quote-sealed-revise">
              {t('form.sealedRevise')}
            </Alert>
          )}
          {quote?.needsConfirm && (
            <Alert color="orange" data-testid="quote-needs-confirm">
              {t('form.needsConfirm')}
            </Alert>
          )}
          {failure?.intent === 'submit' && failure.formError && (
            <Alert color="red" role="alert" data-testid="quote-error">
              {failure.formError}
            </Alert>
          )}
          <PricedLinesTable
            title={t('form.lines')}
            hint={t('form.linesHint')}
            minWidth={1120}
            testId="quote-lines"
            headers={[
              t('form.number'),
              t('form.name'),
              t('form.unit'),
              t('form.purchaseCount'),
              t('form.unitPrice'),
              t('form.quantity'),
              t('form.amount'),
              t('form.lineDelivery'),
              t('form.lineNotes'),
            ]}
          >
            {inquiry.materiels.map((line) => {
              const price = QUOTE_FIELD.price(line.id);
              const quantity = QUOTE_FIELD.quantity(line.id);
              const amount = typedLineAmount(values[price] ?? '', values[quantity] ?? '');
              const input = { values, set, errors };
              return (
                <Table.Tr key={line.id} data-testid="quote-line" data-id={line.id}>
                  <Table.Td data-label={t('form.number')}>{line.number}</Table.Td>
                  <LineName name={line.name} detail={line.model} column={t('form.name')} />
                  <Table.Td data-label={t('form.unit')}>{line.unit}</Table.Td>
                  <Table.Td data-label={t('form.purchaseCount')}>{line.purchaseCount}</Table.Td>
                  <LineInput
                    {...input}
                    name={price}
                    label={t('form.priceLabel', { name: line.name })}
                    column={t('form.unitPrice')}
                    inputMode="decimal"
                    width={120}
                    testId="quote-price"
                  />
                  <LineInput
                    {...input}
                    name={quantity}
                    label={t('form.quantityLabel', { name: line.name })}
                    column={t('form.quantity')}
                    inputMode="decimal"
                    width={110}
                    testId="quote-quantity"
                  />
                  <Table.Td data-label={t('form.amount')} data-testid="quote-line-amount">
                    {amount === null ? '—' : money(amount)}
                  </Table.Td>
                  <LineInput
                    {...input}
                    name={QUOTE_FIELD.lineDelivery(line.id)}
                    type="date"
                    label={t('form.lineDeliveryLabel', { name: line.name })}
                    column={t('form.lineDelivery')}
                    width={150}
                    testId="quote-line-delivery"
                  />
                  <LineInput
                    {...input}
                    name={QUOTE_FIELD.lineNotes(line.id)}
                    label={t('form.lineNotesLabel', { name: line.name })}
                    column={t('form.lineNotes')}
                    maxLength={INQUIRY_LIMITS.text}
                    width={200}
                    testId="quote-line-notes"
                  />
                </Table.Tr>
              );
            })}
          </PricedLinesTable>
          <PricedTotal
            label={t('form.total')}
            hint={t('form.totalHint')}
            total={total}
            shown={money(total)}
            colour={overCap ? 'red.8' : undefined}
            testId="quote-total"
          />
          {overCap && (
            <Alert color="orange" data-testid="quote-over-cap">
              {t('form.overCap', { amount: money(inquiry.budgetAmount) })}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              name={QUOTE_FIELD.taxRate}
              label={t('form.taxRate')}
              value={values[QUOTE_FIELD.taxRate] ?? ''}
              onChange={set(QUOTE_FIELD.taxRate)}
              inputMode="decimal"
              autoComplete="off"
              required
              error={errors[QUOTE_FIELD.taxRate]}
              data-testid="quote-tax-rate"
            />
            <TextInput
              name={QUOTE_FIELD.deliveryDate}
              type="date"
              label={t('form.deliveryDate')}
              value={values[QUOTE_FIELD.deliveryDate] ?? ''}
              onChange={set(QUOTE_FIELD.deliveryDate)}
              required
              error={errors[QUOTE_FIELD.deliveryDate]}
              data-testid="quote-delivery-date"
            />
          </SimpleGrid>
          <Textarea
            name={QUOTE_FIELD.notes}
            label={t('form.notes')}
            value={values[QUOTE_FIELD.notes] ?? ''}
            onChange={set(QUOTE_FIELD.notes)}
            autosize
            minRows={2}
            maxLength={INQUIRY_LIMITS.description}
            error={errors[QUOTE_FIELD.notes]}
            data-testid="quote-notes"
          />
          <UploadField
            name={QUOTE_FIELD.fileIds}
            encoding="ids"
            initial={keptFormFiles(latestSubmission(quote)?.files)}
            max={INQUIRY_LIMITS.files}
            error={errors[QUOTE_FIELD.fileIds]}
            texts={{
              label: t('form.files'),
              description: t('form.filesHint', { max: INQUIRY_LIMITS.files }),
              add: t('form.addFile'),
              remove: (name) => t('form.removeFile', { name }),
              kept: t('form.keptFile'),
            }}
            testIds={{ field: 'quote-files', file: 'quote-file', add: 'quote-add-file' }}
          />
          <Group>
            <Button type="submit" name={QUOTE_FIELD.intent} value="submit" loading={submitting} disabled={closed} data-testid="quote-submit">
              {t(revising ? 'form.revise' : 'form.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

/** Withdrawing the active quote, confirmed in a second step. */
export function WithdrawQuote({ quoteKey, failure }: { quoteKey: string; failure: QuoteFormFailure | null }) {
  const { t } = useTranslation('quote');
  return (
    <WithdrawConfirm
      fields={{ key: QUOTE_FIELD.key, intent: QUOTE_FIELD.intent }}
      formKey={quoteKey}
      error={failure?.intent === 'withdraw' ? failure.formError : undefined}
      texts={{ hint: t('form.withdrawHint'), withdraw: t('form.withdraw'), confirm: t('form.withdrawConfirm'), cancel: t('form.cancel') }}
      testIds={{ form: 'withdraw-form', error: 'withdraw-error', withdraw: 'withdraw', confirm: 'withdraw-confirm' }}
    />
  );
}

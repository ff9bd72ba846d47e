// The quote page (/memberCenter/procurementAbility/offter/quote?id=&number=, the cards' "quote now"):
// the inquiry, then either why the platform would refuse a quote now (in the user's language, no
// form) or the form; the receipt of what was just sent; the supplier's revisions and the opening
// record once the quotes were opened.
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuoteAnswer, QuotePageView } from '#bff/inquiry/views.ts';
import type { QuoteForm } from '#contract/schemas.ts';
import { SUPPLIER_APPLY_PATH } from '#app/lib/member-centre.ts';
import { AwardResultCard } from './AwardResultCard.tsx';
import { InquirySummary } from './InquirySummary.tsx';
import { OpeningRecordView } from './OpeningRecordView.tsx';
import { QuoteFormSection, WithdrawQuote } from './QuoteFormSection.tsx';
import { QuoteHistory, ReceiptNotice } from './QuoteHistory.tsx';

export function QuotePage({ view, answer }: { view: QuotePageView; answer: QuoteAnswer | undefined }) {
  const { t } = useTranslation('quote');
  return (
    <Stack gap="lg" data-testid="quote-page">
      <Title order={1} size="h2">
        {t('page.title')}
      </Title>
      {view.form.status === 'error' ? (
        <Alert color="red" role="alert" data-testid="quote-page-error">
          {view.form.message}
        </Alert>
      ) : (
        <QuoteBody view={view} form={view.form.data} answer={answer} />
      )}
    </Stack>
  );
}

/** Code.NOT_ADMITTED (contract/codes.ts, not imported: it brings every language's messages into the browser). */
const NOT_ADMITTED = 60020;

function QuoteBody({ view, form, answer }: { view: QuotePageView; form: QuoteForm; answer: QuoteAnswer | undefined }) {
  const { t } = useTranslation('quote');
  const { inquiry, quote } = form;
  const failure = answer && !answer.ok ? answer : null;
  return (
    <>
      <InquirySummary inquiry={inquiry} serverTime={view.serverTime} />
      {answer?.ok && <ReceiptNotice receipt={answer.receipt} />}
      {form.refusal !== null ? (
        <Alert color="orange" role="alert" title={t('refused.title')} data-testid="quote-refused" data-code={form.refusal}>
          {form.refusalMessage}
          {form.refusal === NOT_ADMITTED && (
            <>
              {' '}
              <Anchor component={Link} to={`${SUPPLIER_APPLY_PATH}?memberId=${inquiry.buyer.memberId}&roleId=${inquiry.buyer.roleId}`} size="sm">
                {t('refused.apply')}
              </Anchor>
            </>
          )}
        </Alert>
      ) : (
        <>
          <QuoteFormSection inquiry={inquiry} quote={quote} quoteKey={view.quoteKey} failure={failure} serverTime={view.serverTime} />
          {quote?.state === 'active' && <WithdrawQuote quoteKey={view.quoteKey} failure={failure} />}
        </>
      )}
      {inquiry.awarded && quote && <AwardResultCard inquiryId={inquiry.id} />}
      {quote && <QuoteHistory inquiry={inquiry} quote={quote} />}
      {view.opening && <OpeningRecordView opening={view.opening} currency={inquiry.currency} />}
    </>
  );
}

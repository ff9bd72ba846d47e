// Where a public inquiry stands once it takes no more quotes (docs/product/member-side.md#inquiries, decision 017):
// awarded, cancelled with the buyer's reason (user text, shown as text), or closed at its deadline
// (opened, for a sealed one whose quotes were opened). Nothing while it takes quotes.
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InquiryDetail } from '#contract/schemas.ts';

type Props = { detail: Pick<InquiryDetail, 'state' | 'closed' | 'opened' | 'awarded' | 'cancelReason' | 'priceContrast'> };

export function InquiryStateNotice({ detail }: Props) {
  const { t } = useTranslation('detail');
  if (detail.state === 'cancelled') {
    return (
      <Alert color="red" data-testid="detail-inquiry-state" data-state="cancelled">
        <Text size="sm" fw={600}>
          {t('inquiryState.cancelled')}
        </Text>
        {detail.cancelReason && <Text size="sm">{t('inquiryState.cancelReason', { reason: detail.cancelReason })}</Text>}
      </Alert>
    );
  }
  if (detail.state === 'awarded' || detail.awarded) {
    return (
      <Alert color="green" data-testid="detail-inquiry-state" data-state="awarded">
        <Text size="sm" fw={600}>
          {t('inquiryState.awarded')}
        </Text>
      </Alert>
    );
  }
  if (detail.closed) {
    return (
      <Alert color="gray" data-testid="detail-inquiry-state" data-state="closed">
        <Text size="sm" fw={600}>
          {t('inquiryState.closed')}
          {detail.priceContrast === 1 && detail.opened ? ` · ${t('inquiryState.opened')}` : ''}
        </Text>
      </Alert>
    );
  }
  return null;
}

// Where a public tender stands once it has ended (docs/product/tenders.md#the-phases): cancelled with
// the buyer's reason, failed at its opening (the valid bids it found against the site's minimum, and
// the platform's note), or awarded (the header links the bid result). User text is shown as text.
// Nothing while the tender is under way: the header's phase and countdown say where it stands.
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenderDetail } from '#contract/schemas.ts';

type Props = { detail: Pick<TenderDetail, 'phase' | 'cancelReason' | 'failReason' | 'validBidCount' | 'minValidBids'> };

export function TenderStateNotice({ detail }: Props) {
  const { t } = useTranslation('detail');
  switch (detail.phase) {
    case 'cancelled':
      return (
        <Alert color="gray" data-testid="detail-tender-state" data-state="cancelled">
          <Text size="sm" fw={600}>
            {t('tenderState.cancelled')}
          </Text>
          {detail.cancelReason && <Text size="sm">{t('tenderState.cancelReason', { reason: detail.cancelReason })}</Text>}
        </Alert>
      );
    case 'failed':
      return (
        <Alert color="red" data-testid="detail-tender-state" data-state="failed">
          <Text size="sm" fw={600}>
            {t('tenderState.failed')}
          </Text>
          {detail.validBidCount != null && detail.minValidBids !== undefined && (
            <Text size="sm" data-testid="detail-tender-failed-count">
              {t('tenderState.failedCount', { count: detail.validBidCount, min: detail.minValidBids })}
            </Text>
          )}
          {detail.failReason && <Text size="sm">{t('tenderState.failReason', { reason: detail.failReason })}</Text>}
        </Alert>
      );
    case 'awarded':
      return (
        <Alert color="green" data-testid="detail-tender-state" data-state="awarded">
          <Text size="sm" fw={600}>
            {t('tenderState.awarded')}
          </Text>
        </Alert>
      );
    default:
      return null;
  }
}

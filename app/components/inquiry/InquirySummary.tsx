// The inquiry a supplier quotes on: title, number, buyer, the deadline with its countdown from the
// server's time, the purchase type and its amount (the cap of a fixed-amount inquiry), sealed or open
// said plainly, delivery, areas, the demand and the commercial terms, the buyer's attachments.
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberInquiry } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { linkableUrl } from '#app/lib/safe-url.ts';
import { CountdownBadge } from '../details/CountdownBadge.tsx';
import { useCountdown } from '../details/useCountdown.ts';
import { Fact } from '../member-centre/Fact.tsx';

const TERMS = ['offer', 'paymentType', 'taxes', 'logistics', 'packRequire', 'otherRequire'] as const;

export function InquirySummary({ inquiry, serverTime }: { inquiry: MemberInquiry; serverTime: number }) {
  const { t } = useTranslation('quote');
  const locale = useLocale();
  const budget = formatAmount(inquiry.budgetAmount, inquiry.currency, locale);
  const sealed = inquiry.priceContrast === 1;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="quote-inquiry-title" data-testid="quote-inquiry">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h3" id="quote-inquiry-title" data-testid="quote-inquiry-title">
              {inquiry.details}
            </Title>
            <Text size="sm" c="dimmed">
              {t('summary.number')}: <span data-testid="quote-inquiry-number">{inquiry.purchaseInquiryNo}</span> ·{' '}
              {t('summary.revision', { revision: inquiry.revision })}
            </Text>
          </Stack>
          <Deadline deadline={inquiry.offerEndTime} serverTime={serverTime} />
        </Group>
        <Alert color={sealed ? 'grape' : 'blue'} title={t('summary.priceContrast')} data-testid="quote-contrast" data-sealed={sealed}>
          {t(sealed ? 'summary.sealed' : 'summary.open')}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={t('summary.buyer')} value={inquiry.buyer.name} testId="quote-buyer" />
          <Fact label={t('summary.deadline')} value={formatDate(inquiry.offerEndTime, locale, 'YYYY-MM-DD HH:mm')} />
          <Fact label={t('summary.category')} value={inquiry.category} />
          <Fact
            label={t('summary.purchaseType')}
            value={<span data-testid="quote-budget">{t(inquiry.purchaseType === 1 ? 'summary.fixed' : 'summary.notFixed', { amount: budget })}</span>}
          />
          <Fact label={t('summary.delivery')} value={formatDate(inquiry.deliveryTime, locale)} />
          <Fact label={t('summary.address')} value={inquiry.address} />
          <Fact
            label={t('summary.areas')}
            testId="quote-areas"
            data={inquiry.isAllArea ? undefined : { province: inquiry.areaList[0]?.provinceCode, city: inquiry.areaList[0]?.cityCode ?? undefined }}
            value={
              <>
                {inquiry.isAllArea ? t('summary.allAreas') : inquiry.areas}
                {inquiry.quoteScope === 'invited' && (
                  <Badge ml="xs" size="sm" variant="light">
                    {t('summary.invitedOnly')}
                  </Badge>
                )}
              </>
            }
          />
        </SimpleGrid>
        {inquiry.description && (
          <Fact
            label={t('summary.description')}
            value={
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {inquiry.description}
              </Text>
            }
          />
        )}
        <div>
          <Title order={3} size="h5" mb={4}>
            {t('summary.terms')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {TERMS.map((term) => (
              <Fact key={term} label={t(`terms.${term}`)} value={inquiry[term] || t('summary.none')} />
            ))}
          </SimpleGrid>
        </div>
        <div>
          <Title order={3} size="h5" mb={4}>
            {t('summary.attachments')}
          </Title>
          {inquiry.transactionUurls.length === 0 ? (
            <Text size="sm">{t('summary.none')}</Text>
          ) : (
            <Group gap="md">
              {inquiry.transactionUurls.map((file) => {
                const href = linkableUrl(file.url);
                return href ? (
                  <Anchor key={file.url} href={href} target="_blank" rel="noopener noreferrer" size="sm">
                    {file.name}
                  </Anchor>
                ) : (
                  <Text key={file.url} size="sm">
                    {file.name}
                  </Text>
                );
              })}
            </Group>
          )}
        </div>
      </Stack>
    </Paper>
  );
}

function Deadline({ deadline, serverTime }: { deadline: number; serverTime: number }) {
  const { t } = useTranslation('quote');
  const countdown = useCountdown(deadline, serverTime);
  return <CountdownBadge countdown={countdown} label={t('summary.countdown')} endedText={t('summary.ended')} testId="quote-countdown" />;
}

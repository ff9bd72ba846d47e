// A tender's documents as they now read, and its amendments (docs/product/tenders.md#questions-answers-and-amendments):
// each with its revision, time, reason, what it changed, what it made the requirement and the files,
// and whether it moved the bidding deadline and the opening. Both sides of the clarification page show them.
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClarificationTender, TenderAmendmentView } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { AttachmentLinks } from '../details/AttachmentLinks.tsx';

/** A date and time as the site's clock reads it. */
export function useMoment() {
  const locale = useLocale();
  return (at: number) => formatDate(at, locale, 'YYYY-MM-DD HH:mm');
}

/** The tender requirement and documents of the latest revision. */
export function TenderDocuments({ tender }: { tender: ClarificationTender }) {
  const { t } = useTranslation('tenderClarification');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="tender-documents-title" data-testid="tender-documents">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tender-documents-title">
          {t('documents.title')}
        </Title>
        <Text size="sm" fw={600}>
          {t('documents.requirement')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={tender.inviteTenderRequirement ? undefined : 'dimmed'} data-testid="tender-requirement">
          {tender.inviteTenderRequirement || t('documents.noRequirement')}
        </Text>
        <Text size="sm" fw={600}>
          {t('documents.files')}
        </Text>
        <AttachmentLinks files={tender.inviteTenderFile} emptyText={t('documents.noFiles')} testId="tender-files" />
      </Stack>
    </Paper>
  );
}

/** The amendments, newest first. */
export function AmendmentHistory({ amendments }: { amendments: TenderAmendmentView[] }) {
  const { t } = useTranslation('tenderClarification');
  const moment = useMoment();
  // The list's separator, the tender pages' one (TenderFacts).
  const separator = useTranslation('tender').t('edit.listSeparator');
  const newestFirst = [...amendments].reverse();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="amendment-history-title" data-testid="amendment-history">
      <Stack gap="md">
        <Title order={2} size="h4" id="amendment-history-title">
          {t('history.title')}
        </Title>
        {newestFirst.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('history.empty')}
          </Text>
        )}
        {newestFirst.map((amendment) => (
          <Stack key={amendment.revision} gap={6} data-testid="amendment" data-revision={amendment.revision} data-moved={amendment.moved}>
            <Group gap="xs" wrap="wrap">
              <Badge variant="light">{t('history.revision', { revision: amendment.revision })}</Badge>
              <Text size="sm" c="dimmed">
                {t('history.at', { time: moment(amendment.time) })}
              </Text>
            </Group>
            <Text size="sm">{t('history.reason', { reason: amendment.reason })}</Text>
            {amendment.changed.length > 0 && (
              <Text size="sm">{t('history.changed', { parts: amendment.changed.map((part) => t(`history.parts.${part}`)).join(separator) })}</Text>
            )}
            {amendment.moved ? (
              <>
                <Text size="sm" c="orange.9" fw={600} data-testid="amendment-moved">
                  {t('history.moved', { from: moment(amendment.previousEndTime), to: moment(amendment.inviteTenderEndTime) })}
                </Text>
                <Text size="sm" c="orange.9">
                  {t('history.openingMoved', { from: moment(amendment.previousOpenTime), to: moment(amendment.openTenderTime) })}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('history.notMoved', { deadline: moment(amendment.inviteTenderEndTime) })}
              </Text>
            )}
            {amendment.changed.includes('requirement') && (
              <>
                <Text size="sm" fw={600}>
                  {t('history.requirement')}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {amendment.inviteTenderRequirement || t('documents.noRequirement')}
                </Text>
              </>
            )}
            {amendment.changed.includes('files') && (
              <>
                <Text size="sm" fw={600}>
                  {t('history.files')}
                </Text>
                <AttachmentLinks files={amendment.inviteTenderFile} emptyText={t('documents.noFiles')} testId="amendment-files" />
              </>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

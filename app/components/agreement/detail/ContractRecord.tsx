// A contract's record (docs/decisions/025-contracts.md): everything that happened to it, newest
// first — who (a side and its user, or the platform itself for an overdue flag), what (in words per
// kind), the comment, reason or subject as text, and when, in the site's time.
import { Badge, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Agreement } from '#contract/schemas/agreement.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { FormSection } from '../../forms/FormSection.tsx';

const WARNINGS = new Set(['rejected', 'stageOverdue', 'deliveryOverdue', 'terminated']);

export function ContractRecord({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation('contractDetail');
  const locale = useLocale();
  const events = [...agreement.events].sort((a, b) => b.createTime - a.createTime || b.id - a.id);
  return (
    <FormSection id="contract-record-title" title={t('record.title')} testId="contract-record">
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('record.empty')}
        </Text>
      ) : (
        <List listStyleType="none" spacing="sm" data-testid="contract-events">
          {events.map((event) => {
            const who =
              event.side === null
                ? t('record.platform')
                : [t(event.side === agreement.viewerSide ? 'side.you' : `side.${event.side}`), event.userName].filter(Boolean).join(' · ');
            return (
              <List.Item key={event.id} data-testid="contract-event" data-kind={event.kind}>
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text size="sm" fw={600} component="span" c={WARNINGS.has(event.kind) ? 'red.8' : undefined}>
                      {t(`event.${event.kind}`)}
                    </Text>
                    <Badge size="xs" variant="outline" color="gray">
                      {who}
                    </Badge>
                  </Group>
                  {event.text && (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="contract-event-text">
                      {event.text}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {formatDate(event.createTime, locale, 'YYYY-MM-DD HH:mm')}
                  </Text>
                </Stack>
              </List.Item>
            );
          })}
        </List>
      )}
    </FormSection>
  );
}

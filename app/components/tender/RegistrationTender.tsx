// The tender a supplier registers for, as its registration page heads it
// (docs/product/tenders.md#registration-and-prequalification): project, code, buyer, the phase the
// platform says, the registration window with the countdown to its opening or its close (the
// platform's phaseEndTime, from the server's time), the
// registration requirement and the buyer's files, the prequalification (or that there is none), the
// tender requirement and documents, and a link to the public detail.
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Attachment, TenderDetail } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { tenderDetailHref } from '#app/lib/sourcing-links.ts';
import { AttachmentLinks } from '../details/AttachmentLinks.tsx';
import { Fact } from '../member-centre/Fact.tsx';
import { NextPhaseCountdown, TenderPhaseBadge } from '../PhaseBadges.tsx';

export function RegistrationTender({ tender, serverTime }: { tender: TenderDetail; serverTime: number }) {
  const { t } = useTranslation('tenderRegistration');
  const locale = useLocale();
  const at = (time: number) => formatDate(time, locale, 'YYYY-MM-DD HH:mm');
  const between = (start: number, end: number) => t('register.between', { start: at(start), end: at(end) });
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="registration-tender-title" data-testid="registration-tender">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h3" id="registration-tender-title" data-testid="registration-tender-title">
              {tender.projectName}
            </Title>
            <Text size="sm" c="dimmed">
              {t('register.code')}: <span data-testid="registration-tender-code">{tender.code}</span>
            </Text>
          </Stack>
          {(tender.phase === 'announced' || tender.phase === 'registration') && (
            <NextPhaseCountdown tender={tender} serverTime={serverTime} testId="registration-countdown" />
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={t('register.buyer')} value={tender.memberName} testId="registration-buyer" />
          <Fact label={t('register.phase')} value={tender.phase ? <TenderPhaseBadge phase={tender.phase} testId="registration-phase" /> : null} />
          <Fact label={t('register.window')} value={between(tender.registerStartTime, tender.registerEndTime)} testId="registration-window" />
        </SimpleGrid>
        <Requirement
          label={t('register.requirement')}
          text={tender.registerRequirement}
          files={tender.registerFile}
          filesLabel={t('register.registerFiles')}
        />
        {tender.isQualificationCheck && tender.preCheckStartTime !== null && tender.preCheckEndTime !== null ? (
          <Stack gap="xs" data-testid="registration-prequalification">
            <Fact label={t('register.prequalification')} value={between(tender.preCheckStartTime, tender.preCheckEndTime)} />
            <Requirement
              label={t('register.preCheckRequirement')}
              text={tender.preCheckRequirement}
              files={tender.preCheckFile}
              filesLabel={t('register.preCheckFiles')}
            />
          </Stack>
        ) : (
          <Fact label={t('register.prequalification')} value={t('register.noPrequalification')} testId="registration-prequalification" />
        )}
        <Requirement
          label={t('register.tenderRequirement')}
          text={tender.inviteTenderRequirement}
          files={tender.inviteTenderFile}
          filesLabel={t('register.tenderFiles')}
        />
        <Anchor component={Link} to={tenderDetailHref(tender.id)} size="sm" data-testid="registration-public-page">
          {t('register.publicPage')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

function Requirement({ label, text, files, filesLabel }: { label: string; text: string; files: Attachment[]; filesLabel: string }) {
  const { t } = useTranslation('tenderRegistration');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Fact
        label={label}
        value={
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {text || t('register.none')}
          </Text>
        }
      />
      <Fact label={filesLabel} value={files.length === 0 ? t('register.none') : <AttachmentLinks files={files} />} />
    </SimpleGrid>
  );
}

// One application, as its supplier or its buyer sees it: where it stands, the company, the categories,
// the documents (each opens for these two only), the contact, and the history. The supplier may
// apply again after a rejection; the buyer approves or rejects (a reason required) while it waits.
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import type { ApplicationView } from '#bff/member/views.ts';
import type { Application } from '#contract/schemas/admission.ts';
import { REASON_MAX } from '#contract/schemas/member-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { SUPPLIER_APPLY_PATH } from '#app/lib/member-centre.ts';
import { CompanySummary } from './CompanySummary.tsx';
import { StageBadge, StateBadge } from './StateBadge.tsx';

export type DecideAnswer =
  | { ok: true; decision: 'approve' | 'reject' }
  | { ok: false; fieldErrors: { reason?: string }; formError?: string; values: { reason?: string } }
  | undefined;

type Props = { view: ApplicationView; side: 'supplier' | 'buyer'; answer?: DecideAnswer };

export function ApplicationDetailPage({ view, side, answer }: Props) {
  const { t } = useTranslation('admission');
  const { application } = view;
  return (
    <Stack gap="lg" data-testid="application-detail" data-side={side}>
      <Title order={1} size="h2">
        {t(side === 'supplier' ? 'detail.title' : 'review.detailTitle')}
      </Title>
      {application.status === 'error' ? (
        <Alert color="red" role="alert">
          {application.message}
        </Alert>
      ) : (
        <Details application={application.data} side={side} answer={answer} />
      )}
    </Stack>
  );
}

function Details({ application, side, answer }: { application: Application; side: Props['side']; answer?: DecideAnswer }) {
  const { t } = useTranslation('admission');
  const locale = useLocale();
  const time = (epoch: number | null) => (epoch === null ? '—' : formatDate(epoch, locale, 'YYYY-MM-DD HH:mm'));
  return (
    <Stack gap="lg" data-id={application.id}>
      {answer?.ok && (
        <Alert color="green" data-testid="decided">
          {t(`review.decided.${answer.decision}`)}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Group gap="sm">
              <Text fw={600}>{side === 'supplier' ? application.buyer.name : application.supplier.name}</Text>
              <StateBadge state={application.state} />
              {application.lifecycleStage && <StageBadge stage={application.lifecycleStage} />}
            </Group>
            {side === 'supplier' && application.canReapply && (
              <Button
                component={Link}
                to={`${SUPPLIER_APPLY_PATH}?memberId=${application.buyer.memberId}&roleId=${application.buyer.roleId}`}
                data-testid="reapply"
              >
                {t('detail.reapply')}
              </Button>
            )}
          </Group>
          {application.state === 'rejected' && application.rejectReason && (
            <Alert color="red" title={t('detail.rejectReason')} data-testid="reject-reason">
              {application.rejectReason}
            </Alert>
          )}
          <SimpleGrid cols={3} spacing="xs">
            <Fact label={t('detail.buyer')} value={application.buyer.name} />
            <Fact label={t('detail.submitted')} value={time(application.submitTime)} />
            <Fact label={t('detail.decided')} value={time(application.decideTime)} />
          </SimpleGrid>
        </Stack>
      </Paper>
      {application.company && (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="detail-company">
          <Title order={2} size="h4" id="detail-company" mb="sm">
            {t('apply.company')}
          </Title>
          <CompanySummary company={application.company} />
        </Paper>
      )}
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="detail-supply">
        <Stack gap="sm">
          <Title order={2} size="h4" id="detail-supply">
            {t('apply.supply')}
          </Title>
          <Fact label={t('apply.categories')} value={application.categories.map((c) => c.name).join('、') || '—'} />
          <div>
            <Text size="xs" c="dimmed">
              {t('apply.documents')}
            </Text>
            <Stack gap={2} data-testid="application-documents">
              {application.documents.map((file) => (
                <Anchor key={file.id} href={file.url} target="_blank" rel="noopener" size="sm" data-testid="application-document">
                  {file.name}
                </Anchor>
              ))}
            </Stack>
          </div>
          <SimpleGrid cols={3} spacing="xs">
            <Fact label={t('apply.contactName')} value={application.contact.name} />
            <Fact label={t('apply.contactPhone')} value={application.contact.phone} />
            <Fact label={t('apply.contactEmail')} value={application.contact.email || '—'} />
          </SimpleGrid>
          {application.remark && <Fact label={t('apply.remark')} value={application.remark} />}
        </Stack>
      </Paper>
      {side === 'buyer' && application.canDecide && <DecideForm id={application.id} answer={answer} />}
      {side === 'buyer' && answer && !answer.ok && !application.canDecide && answer.formError && (
        <Alert color="red" role="alert" data-testid="decide-error">
          {answer.formError}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="detail-history">
        <Title order={2} size="h4" id="detail-history" mb="sm">
          {t('detail.history')}
        </Title>
        <Timeline bulletSize={14} lineWidth={2} data-testid="application-history">
          {application.history.map((event) => (
            <Timeline.Item key={event.id} title={t(`events.${event.kind}`)} data-testid="history-event" data-kind={event.kind}>
              <Text size="xs" c="dimmed">
                {time(event.createTime)}
                {event.actorName ? ` · ${event.actorName}` : ''}
              </Text>
              {event.stage && (
                <Text size="sm">{t('detail.stageChange', { from: t(`stages.${event.stage.from}`), to: t(`stages.${event.stage.to}`) })}</Text>
              )}
              {event.reason && <Text size="sm">{event.reason}</Text>}
            </Timeline.Item>
          ))}
        </Timeline>
      </Paper>
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function DecideForm({ id, answer }: { id: number; answer?: DecideAnswer }) {
  const { t } = useTranslation('admission');
  const navigation = useNavigation();
  const deciding = navigation.state === 'submitting' ? navigation.formData?.get('decision') : null;
  const failure = answer && !answer.ok ? answer : null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="decide-title">
      <Form method="post" noValidate data-testid="decide-form">
        <input type="hidden" name="id" value={id} />
        <Stack>
          <Title order={2} size="h4" id="decide-title">
            {t('review.decide')}
          </Title>
          {failure?.formError && (
            <Alert color="red" role="alert" data-testid="decide-error">
              {failure.formError}
            </Alert>
          )}
          <Textarea
            name="reason"
            label={t('review.reason')}
            description={t('review.reasonHint')}
            defaultValue={failure?.values.reason}
            error={failure?.fieldErrors.reason}
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            data-testid="decide-reason"
          />
          <Group>
            <Button type="submit" name="decision" value="approve" color="green" loading={deciding === 'approve'} data-testid="approve">
              {t('review.approve')}
            </Button>
            <Button type="submit" name="decision" value="reject" color="red" variant="light" loading={deciding === 'reject'} data-testid="reject">
              {t('review.reject')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

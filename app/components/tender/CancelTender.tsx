// Cancelling a tender: a button that opens a confirmation dialog asking the reason, posted to the
// page's action (intent cancel). A refusal — of the reason, or the platform's — shows in the dialog,
// open again with what was typed and why (never behind its overlay).
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { TenderActionAnswer } from '#bff/tender/buyer-views.ts';
import { REASON_MAX } from '#contract/schemas/member-rules.ts';

type Refused = Extract<TenderActionAnswer, { ok: false }>;

export function CancelTender({ answer }: { answer: Refused | undefined }) {
  const { t } = useTranslation('tender');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'cancel';
  const [opened, setOpened] = useState(answer !== undefined);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="tender-cancel">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tender-cancel">
          {t('cancel.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('cancel.text')}
        </Text>
        <Group>
          <Button color="red" variant="light" onClick={() => setOpened(true)} data-testid="tender-cancel-open">
            {t('cancel.open')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('cancel.title')} closeButtonProps={{ 'aria-label': t('cancel.keep') }}>
        <Form method="post" noValidate data-testid="tender-cancel-dialog">
          <Stack gap="sm">
            <Text size="sm">{t('cancel.text')}</Text>
            {answer?.message && (
              <Alert color="red" role="alert" data-testid="tender-action-error" data-intent={answer.intent}>
                {answer.message}
              </Alert>
            )}
            <Textarea
              name="reason"
              label={t('cancel.reason')}
              defaultValue={answer?.values.reason}
              error={answer?.fieldErrors.reason}
              required
              maxLength={REASON_MAX}
              autosize
              minRows={2}
              data-autofocus
              data-testid="tender-cancel-reason"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} disabled={busy} data-testid="tender-cancel-keep">
                {t('cancel.keep')}
              </Button>
              <Button type="submit" name="intent" value="cancel" color="red" loading={busy} data-testid="tender-cancel-submit">
                {t('cancel.confirm')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </Paper>
  );
}

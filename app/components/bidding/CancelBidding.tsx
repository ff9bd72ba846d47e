// Cancelling a competitive bid: a button that opens a confirmation dialog asking the reason, posted to
// the page's action (intent cancel). A refusal — of the reason, or the platform's — shows in the
// dialog, open again with what was typed and why.
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { BiddingActionAnswer } from '#bff/bidding/buyer-views.ts';
import { BIDDING_LIMITS } from '#contract/schemas/bidding-rules.ts';

type Refused = Extract<BiddingActionAnswer, { ok: false }>;

export function CancelBidding({ answer }: { answer: Refused | undefined }) {
  const { t } = useTranslation('bidding');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'cancel';
  const [opened, setOpened] = useState(answer !== undefined);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="bidding-cancel">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bidding-cancel">
          {t('cancel.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('cancel.text')}
        </Text>
        <Group>
          <Button color="red" variant="light" onClick={() => setOpened(true)} data-testid="bidding-cancel-open">
            {t('cancel.open')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('cancel.title')} closeButtonProps={{ 'aria-label': t('cancel.keep') }}>
        <Form method="post" noValidate data-testid="bidding-cancel-dialog">
          <Stack gap="sm">
            <Text size="sm">{t('cancel.text')}</Text>
            {answer?.message && (
              <Alert color="red" role="alert" data-testid="bidding-action-error" data-intent={answer.intent}>
                {answer.message}
              </Alert>
            )}
            <Textarea
              name="reason"
              label={t('cancel.reason')}
              defaultValue={answer?.values.reason}
              error={answer?.fieldErrors.reason}
              required
              maxLength={BIDDING_LIMITS.reason}
              autosize
              minRows={2}
              data-autofocus
              data-testid="bidding-cancel-reason"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} disabled={busy} data-testid="bidding-cancel-keep">
                {t('cancel.keep')}
              </Button>
              <Button type="submit" name="intent" value="cancel" color="red" loading={busy} data-testid="bidding-cancel-submit">
                {t('cancel.confirm')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </Paper>
  );
}

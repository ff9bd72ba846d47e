// Cancelling a sourcing item (a tender, a competitive bid): a button that opens a confirmation dialog
// asking the reason, posted to the page's action (intent cancel). A refusal — of the reason, or the
// platform's — shows in the dialog, open again with what was typed and why (never behind its overlay).
// The kind names both the translation namespace (its `cancel.*` keys) and the test ids' prefix.
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';

/** The page action's refusal of a cancellation, as both kinds' action answers carry it. */
export type CancelRefused = {
  intent: string;
  message?: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
};

type Props = {
  kind: 'tender' | 'bidding';
  /** The longest reason the platform takes. */
  reasonMax: number;
  answer: CancelRefused | undefined;
};

export function CancelWithReason({ kind, reasonMax, answer }: Props) {
  const { t } = useTranslation(kind);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'cancel';
  const [opened, setOpened] = useState(answer !== undefined);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={`${kind}-cancel`}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${kind}-cancel`}>
          {t('cancel.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('cancel.text')}
        </Text>
        <Group>
          <Button color="red" variant="light" onClick={() => setOpened(true)} data-testid={`${kind}-cancel-open`}>
            {t('cancel.open')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('cancel.title')} closeButtonProps={{ 'aria-label': t('cancel.keep') }}>
        <Form method="post" noValidate data-testid={`${kind}-cancel-dialog`}>
          <Stack gap="sm">
            <Text size="sm">{t('cancel.text')}</Text>
            {answer?.message && (
              <Alert color="red" role="alert" data-testid={`${kind}-action-error`} data-intent={answer.intent}>
                {answer.message}
              </Alert>
            )}
            <Textarea
              name="reason"
              label={t('cancel.reason')}
              defaultValue={answer?.values.reason}
              error={answer?.fieldErrors.reason}
              required
              maxLength={reasonMax}
              autosize
              minRows={2}
              data-autofocus
              data-testid={`${kind}-cancel-reason`}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} disabled={busy} data-testid={`${kind}-cancel-keep`}>
                {t('cancel.keep')}
              </Button>
              <Button type="submit" name="intent" value="cancel" color="red" loading={busy} data-testid={`${kind}-cancel-submit`}>
                {t('cancel.confirm')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </Paper>
  );
}

// Ending a contract early (docs/decisions/025-contracts.md): either side, with a reason, after a
// dialog that says what it does; keyed, so that a double click ends it once. A refusal — of the reason, or the platform's — shows in the dialog,
// open again with what was typed.
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { AGREEMENT_FIELD as F, type AgreementRefusal } from '#bff/agreement/detail-views.ts';
import { AGREEMENT_LIMITS } from '#contract/schemas/agreement.ts';
import { FormSection } from '../../forms/FormSection.tsx';

export function TerminateContract({ terminateKey, answer }: { terminateKey: string; answer: AgreementRefusal | undefined }) {
  const { t } = useTranslation('contractDetail');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get(F.intent) === 'terminate';
  const [opened, setOpened] = useState(answer !== undefined);
  return (
    <FormSection id="contract-terminate-title" title={t('terminate.title')} testId="contract-terminate">
      <Text size="sm" c="dimmed">
        {t('terminate.text')}
      </Text>
      <Group>
        <Button color="red" variant="light" onClick={() => setOpened(true)} data-testid="contract-terminate-open">
          {t('terminate.open')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('terminate.title')} closeButtonProps={{ 'aria-label': t('terminate.keep') }}>
        <Form method="post" noValidate data-testid="contract-terminate-dialog">
          <input type="hidden" name={F.intent} value="terminate" />
          <input type="hidden" name={F.key} value={terminateKey} />
          <Stack gap="sm">
            <Text size="sm">{t('terminate.confirmText')}</Text>
            {answer?.message && (
              <Alert color="red" role="alert" data-testid="contract-action-error" data-intent="terminate">
                {answer.message}
              </Alert>
            )}
            <Textarea
              name={F.reason}
              label={t('terminate.reason')}
              defaultValue={answer?.values[F.reason]}
              error={answer?.fieldErrors[F.reason]}
              required
              maxLength={AGREEMENT_LIMITS.reason}
              autosize
              minRows={2}
              data-autofocus
              data-testid="contract-terminate-reason"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)} disabled={busy}>
                {t('terminate.keep')}
              </Button>
              <Button type="submit" color="red" loading={busy} data-testid="contract-terminate-submit">
                {t('terminate.confirm')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </FormSection>
  );
}

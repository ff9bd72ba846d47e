// Account security: change the password (the old one required; the member's other sessions are
// signed out) and change the mobile phone (a code sent to the new phone). Two forms on one page;
// each refusal shows on its field, in the user's language, and what was typed stays.
import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { AccountSecurityView } from '#bff/member/views.ts';
import { OUTBOX_PATH } from '#app/lib/member-centre.ts';
import { PasswordRules } from './PasswordRules.tsx';
import { SendCodeButton } from './SendCodeButton.tsx';

type Keys = AccountSecurityView;
type Failure = { fieldErrors: Partial<Record<string, string>>; formError?: string; values: Partial<Record<string, string>> };
export type SecurityAnswer =
  | ({ keys: Keys } & (
      | { form: 'password'; ok: true; otherSessionsEnded: number }
      | { form: 'password'; ok: false; failure: Failure }
      | { form: 'phone'; ok: true; phone: string }
      | { form: 'phone'; ok: true; sent: { phone: string; resendIn: number }; outbox: boolean }
      | { form: 'phone'; ok: false; failure: Failure }
    ))
  | undefined;

export function AccountSecurityPage({ view, answer }: { view: AccountSecurityView; answer: SecurityAnswer }) {
  const { t } = useTranslation('member');
  const keys = answer?.keys ?? view;
  return (
    <Stack gap="lg" data-testid="account-security">
      <Title order={1} size="h2">
        {t('security.title')}
      </Title>
      <PasswordForm keys={keys} answer={answer?.form === 'password' ? answer : undefined} />
      <PhoneForm keys={keys} answer={answer?.form === 'phone' ? answer : undefined} />
    </Stack>
  );
}

function useIntent(): string | null {
  const navigation = useNavigation();
  const intent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  return typeof intent === 'string' ? intent : null;
}

function PasswordForm({ keys, answer }: { keys: Keys; answer: Extract<SecurityAnswer, { form: 'password' }> | undefined }) {
  const { t } = useTranslation('member');
  const intent = useIntent();
  const [newPassword, setNewPassword] = useState('');
  const errors = answer && !answer.ok ? answer.failure.fieldErrors : {};
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="password-title">
      <Form method="post" noValidate data-testid="password-form">
        <input type="hidden" name="passwordKey" value={keys.passwordKey} />
        <Stack maw={420}>
          <Title order={2} size="h4" id="password-title">
            {t('security.password.title')}
          </Title>
          {answer?.ok && (
            <Alert color="green" data-testid="password-changed">
              {t('security.password.changed', { count: answer.otherSessionsEnded })}
            </Alert>
          )}
          {answer && !answer.ok && answer.failure.formError && (
            <Alert color="red" role="alert">
              {answer.failure.formError}
            </Alert>
          )}
          <PasswordInput
            name="oldPassword"
            label={t('security.password.old')}
            error={errors.oldPassword}
            autoComplete="current-password"
            required
            data-testid="old-password"
          />
          <PasswordInput
            name="newPassword"
            label={t('security.password.new')}
            value={newPassword}
            onChange={(event) => setNewPassword(event.currentTarget.value)}
            description={<PasswordRules password={newPassword} />}
            error={errors.newPassword}
            autoComplete="new-password"
            required
            data-testid="new-password"
          />
          <PasswordInput
            name="confirmPassword"
            label={t('security.password.confirm')}
            error={errors.confirmPassword}
            autoComplete="new-password"
            required
            data-testid="confirm-password"
          />
          <Group>
            <Button type="submit" name="intent" value="changePassword" loading={intent === 'changePassword'} data-testid="change-password">
              {t('security.password.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

function PhoneForm({ keys, answer }: { keys: Keys; answer: Extract<SecurityAnswer, { form: 'phone' }> | undefined }) {
  const { t } = useTranslation('member');
  const intent = useIntent();
  const failure = answer && !answer.ok ? answer.failure : null;
  const sent = answer?.ok && 'sent' in answer ? answer : null;
  const changed = answer?.ok && 'phone' in answer ? answer.phone : null;
  const values = failure?.values ?? {};
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="phone-title">
      <Form method="post" noValidate data-testid="phone-form">
        <button type="submit" name="intent" value="changePhone" hidden tabIndex={-1} aria-hidden />
        <input type="hidden" name="phoneKey" value={keys.phoneKey} />
        <input type="hidden" name="smsKey" value={keys.smsKey} />
        <Stack maw={420}>
          <Title order={2} size="h4" id="phone-title">
            {t('security.phone.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('security.phone.text')}
          </Text>
          {changed && (
            <Alert color="green" data-testid="phone-changed">
              {t('security.phone.changed', { phone: changed })}
            </Alert>
          )}
          {failure?.formError && (
            <Alert color="red" role="alert">
              {failure.formError}
            </Alert>
          )}
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <TextInput
              name="phone"
              label={t('security.phone.new')}
              defaultValue={values.phone}
              error={failure?.fieldErrors.phone}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              required
              style={{ flex: 1 }}
              data-testid="new-phone"
            />
            <div style={{ paddingTop: 25 }}>
              <SendCodeButton key={keys.smsKey} resendIn={sent?.sent.resendIn ?? null} sending={intent === 'sendCode'} testId="phone-send-code" />
            </div>
          </Group>
          {sent && (
            <Alert color="blue" data-testid="phone-code-sent">
              <Text size="sm">{t('sms.sent', { phone: sent.sent.phone })}</Text>
              {sent.outbox && (
                <Anchor href={`${OUTBOX_PATH}?phone=${sent.sent.phone}`} target="_blank" size="sm" c="blue.8">
                  {t('sms.outboxLink')}
                </Anchor>
              )}
            </Alert>
          )}
          <TextInput
            name="smsCode"
            label={t('register.smsCode')}
            defaultValue={values.smsCode}
            error={failure?.fieldErrors.smsCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            data-testid="phone-sms-code"
          />
          <Group>
            <Button type="submit" name="intent" value="changePhone" loading={intent === 'changePhone'} data-testid="change-phone">
              {t('security.phone.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

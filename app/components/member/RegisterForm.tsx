// Free registration: company, account, phone with "send code" (and its countdown), the SMS code,
// the password with its rules as one types, the role (supplier, buyer, or later), and the terms.
// Each refusal shows on its field in the user's language; what was typed stays.
import { Alert, Anchor, Button, Center, Checkbox, Group, Paper, PasswordInput, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import type { RegisterView } from '#bff/member/views.ts';
import { COMPANY_NAME_MAX } from '#contract/schemas/member-rules.ts';
import { loginHref } from '#app/lib/safe-redirect.ts';
import { MEMBER_HOME, OUTBOX_PATH } from '#app/lib/member-centre.ts';
import { PasswordRules } from './PasswordRules.tsx';
import { SendCodeButton } from './SendCodeButton.tsx';

type Field = 'companyName' | 'account' | 'phone' | 'smsCode' | 'password' | 'role' | 'agreement';
type Answer =
  | {
      ok: boolean;
      keys: { registerKey: string; smsKey: string };
      values?: Partial<Record<string, string>>;
      fieldErrors?: Partial<Record<Field, string>>;
      formError?: string;
      sent?: true;
      phone?: string;
      resendIn?: number;
      outbox?: boolean;
    }
  | undefined;

export function RegisterForm({ view, answer }: { view: RegisterView; answer: Answer }) {
  const { t } = useTranslation('member');
  const navigation = useNavigation();
  const intent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  const [password, setPassword] = useState('');
  const keys = answer?.keys ?? view;
  const values = answer?.values ?? {};
  const errors = answer?.fieldErrors ?? {};
  const sent = answer?.sent ? answer : null;
  return (
    <Center component="main" mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="sm" p="xl" w={560} radius="md">
        <Form method="post" replace noValidate data-testid="register-form">
          {/* Enter in a field registers: the form's first submit button is the default one. */}
          <button type="submit" name="intent" value="register" hidden tabIndex={-1} aria-hidden />
          <input type="hidden" name="registerKey" value={keys.registerKey} />
          <input type="hidden" name="smsKey" value={keys.smsKey} />
          <Stack>
            <Title order={1} size="h3">
              {t('register.title')}
            </Title>
            {answer?.formError && (
              <Alert color="red" role="alert" data-testid="register-error">
                {answer.formError}
              </Alert>
            )}
            <TextInput
              name="companyName"
              label={t('register.companyName')}
              placeholder={t('register.companyNamePlaceholder')}
              defaultValue={values.companyName}
              error={errors.companyName}
              maxLength={COMPANY_NAME_MAX}
              autoComplete="organization"
              required
              data-testid="register-company"
            />
            <TextInput
              name="account"
              label={t('register.account')}
              description={t('register.accountRule')}
              defaultValue={values.account}
              error={errors.account}
              autoComplete="username"
              required
              data-testid="register-account"
            />
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                name="phone"
                label={t('register.phone')}
                defaultValue={values.phone}
                error={errors.phone}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                required
                style={{ flex: 1 }}
                data-testid="register-phone"
              />
              <div style={{ paddingTop: 25 }}>
                <SendCodeButton key={keys.smsKey} resendIn={sent?.resendIn ?? null} sending={intent === 'sendCode'} testId="register-send-code" />
              </div>
            </Group>
            {sent && (
              <Alert color="blue" data-testid="register-code-sent">
                <Text size="sm">{t('sms.sent', { phone: sent.phone })}</Text>
                {sent.outbox && (
                  <Anchor href={`${OUTBOX_PATH}?phone=${sent.phone}`} target="_blank" size="sm" c="blue.8" data-testid="register-outbox-link">
                    {t('sms.outboxLink')}
                  </Anchor>
                )}
              </Alert>
            )}
            <TextInput
              name="smsCode"
              label={t('register.smsCode')}
              defaultValue={values.smsCode}
              error={errors.smsCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              data-testid="register-sms-code"
            />
            <PasswordInput
              name="password"
              label={t('register.password')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              description={<PasswordRules password={password} />}
              error={errors.password}
              autoComplete="new-password"
              required
              data-testid="register-password"
            />
            <Radio.Group name="role" label={t('register.role')} defaultValue={values.role || 'none'} error={errors.role} data-testid="register-role">
              <Group mt="xs">
                <Radio value="supplier" label={t('register.roles.supplier')} data-testid="register-role-supplier" />
                <Radio value="buyer" label={t('register.roles.buyer')} data-testid="register-role-buyer" />
                <Radio value="none" label={t('register.roles.none')} data-testid="register-role-none" />
              </Group>
            </Radio.Group>
            <Paper
              withBorder
              p="sm"
              bg="gray.0"
              mah={140}
              style={{ overflow: 'auto' }}
              tabIndex={0}
              role="region"
              aria-label={t('register.termsTitle')}
            >
              <Text size="xs" fw={600} mb={4}>
                {t('register.termsTitle')}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {t('register.terms')}
              </Text>
            </Paper>
            <Checkbox
              name="agreement"
              label={t('register.agreement')}
              defaultChecked={values.agreement === 'on'}
              error={errors.agreement}
              data-testid="register-agreement"
            />
            <Button type="submit" name="intent" value="register" loading={intent === 'register'} fullWidth data-testid="register-submit">
              {t('register.submit')}
            </Button>
            <Text size="sm" ta="center">
              {t('register.haveAccount')}{' '}
              <Anchor component={Link} to={loginHref(MEMBER_HOME)}>
                {t('register.login')}
              </Anchor>
            </Text>
            <Anchor component={Link} to="/" size="sm" ta="center">
              {t('register.backHome')}
            </Anchor>
          </Stack>
        </Form>
      </Paper>
    </Center>
  );
}

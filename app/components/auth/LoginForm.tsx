// The login card: account, password, the platform's error, and ways back to the mall or to register.
import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { REGISTER_PATH } from '#app/lib/member-centre.ts';
import classes from './LoginForm.module.css';

type Result = { account: string; fieldErrors: { account?: string; password?: string }; formError?: string } | undefined;

export function LoginForm({ redirectTo, result }: { redirectTo: string; result: Result }) {
  const { t } = useTranslation('auth');
  const submitting = useNavigation().state === 'submitting';
  return (
    <Center component="main" mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="sm" p="xl" w={400} radius="md">
        <Form method="post" replace noValidate className={classes.form} data-testid="login-form">
          <Stack>
            <Title order={1} size="h3">
              {t('login.title')}
            </Title>
            {result?.formError && (
              <Alert color="red" role="alert" data-testid="login-error">
                {result.formError}
              </Alert>
            )}
            <input type="hidden" name="redirect" value={redirectTo} />
            <TextInput
              name="account"
              label={t('login.account')}
              placeholder={t('login.accountPlaceholder')}
              defaultValue={result?.account}
              error={result?.fieldErrors.account}
              autoComplete="username"
              required
              data-testid="login-account"
            />
            <PasswordInput
              name="password"
              label={t('login.password')}
              placeholder={t('login.passwordPlaceholder')}
              error={result?.fieldErrors.password}
              autoComplete="current-password"
              required
              data-testid="login-password"
            />
            <Button type="submit" loading={submitting} fullWidth data-testid="login-submit">
              {t('login.submit')}
            </Button>
            <Text size="sm" ta="center">
              {t('login.noAccount')}{' '}
              <Anchor component={Link} to={REGISTER_PATH}>
                {t('login.register')}
              </Anchor>
            </Text>
            <Anchor component={Link} to="/" size="sm" ta="center">
              {t('login.backHome')}
            </Anchor>
          </Stack>
        </Form>
      </Paper>
    </Center>
  );
}

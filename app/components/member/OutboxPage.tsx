// The demo's SMS outbox (only while the platform has no SMS provider): the latest messages to a phone,
// newest first, so that a demo can read its verification code.
import { Alert, Anchor, Button, Center, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { OutboxView } from '#bff/member/views.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { REGISTER_PATH } from '#app/lib/member-centre.ts';

export function OutboxPage({ view }: { view: OutboxView }) {
  const { t } = useTranslation('member');
  const locale = useLocale();
  return (
    <Center component="main" mih="100vh" bg="gray.0" p="md">
      <Paper withBorder shadow="sm" p="xl" w={720} radius="md">
        <Stack>
          <Title order={1} size="h3">
            {t('outbox.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('outbox.text')}
          </Text>
          <Form method="get">
            <Group align="flex-end">
              <TextInput
                name="phone"
                label={t('outbox.phone')}
                defaultValue={view.phone}
                type="tel"
                inputMode="numeric"
                style={{ flex: 1 }}
                data-testid="outbox-phone"
              />
              <Button type="submit" data-testid="outbox-submit">
                {t('outbox.show')}
              </Button>
            </Group>
          </Form>
          {view.messages?.status === 'error' && (
            <Alert color="red" role="alert">
              {view.messages.message}
            </Alert>
          )}
          {view.messages?.status === 'ok' &&
            (view.messages.data.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="outbox-empty">
                {t('outbox.empty')}
              </Text>
            ) : (
              <Table data-testid="outbox-messages">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('outbox.time')}</Table.Th>
                    <Table.Th>{t('outbox.purpose')}</Table.Th>
                    <Table.Th>{t('outbox.message')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {view.messages.data.map((message) => (
                    <Table.Tr key={message.id} data-testid="outbox-message">
                      <Table.Td>{formatDate(message.createTime, locale, 'YYYY-MM-DD HH:mm:ss')}</Table.Td>
                      <Table.Td>{t(`outbox.purposes.${message.purpose}`)}</Table.Td>
                      <Table.Td data-testid="outbox-text">{message.text}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ))}
          <Anchor component={Link} to={REGISTER_PATH} size="sm">
            {t('outbox.backToRegister')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}

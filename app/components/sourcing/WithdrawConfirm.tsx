// Withdrawing what a supplier sent (a quote, a sealed bid), confirmed in a second step: a form of its
// own posting `intent=withdraw` with its idempotency key, so a double click withdraws once
// (docs/product/member-side.md#quoting, docs/product/tenders.md#sealed-bids).
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';

type Props = {
  /** The posted names of the key and the intent. */
  fields: { key: string; intent: string };
  formKey: string;
  /** The platform's refusal of the last withdrawal, in the user's language. */
  error: string | undefined;
  texts: { hint: string; withdraw: string; confirm: string; cancel: string };
  /** Test ids: the form, its error, the first and the confirming button. */
  testIds: { form: string; error: string; withdraw: string; confirm: string };
};

export function WithdrawConfirm({ fields, formKey, error, texts, testIds }: Props) {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const [asking, setAsking] = useState(false);
  const withdrawing = navigation.state !== 'idle' && navigation.formData?.get(fields.intent) === 'withdraw';
  return (
    <Paper withBorder p="md" radius="md">
      <Form method="post" action={`${pathname}${search}`} data-testid={testIds.form}>
        <input type="hidden" name={fields.key} value={formKey} />
        <Stack gap="xs">
          {error && (
            <Alert color="red" role="alert" data-testid={testIds.error}>
              {error}
            </Alert>
          )}
          <Text size="sm">{texts.hint}</Text>
          <Group>
            {asking ? (
              <>
                <Button type="submit" name={fields.intent} value="withdraw" color="red" loading={withdrawing} data-testid={testIds.confirm}>
                  {texts.confirm}
                </Button>
                <Button variant="default" onClick={() => setAsking(false)}>
                  {texts.cancel}
                </Button>
              </>
            ) : (
              <Button variant="light" color="red" onClick={() => setAsking(true)} data-testid={testIds.withdraw}>
                {texts.withdraw}
              </Button>
            )}
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

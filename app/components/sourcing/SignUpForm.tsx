// A supplier's sign-up to a sourcing event (a tender's registration, a competitive bid's sign-up;
// docs/product/tenders.md#registration-and-prequalification, docs/product/rules.md): the form's frame
// with its idempotency key (a double click signs up once) and the platform's refusal in the user's
// language, and the contact fields both ask for. A refused form keeps what was typed.
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';

type FrameProps = {
  /** The posted name of the key, and its value for this render. */
  keyName: string;
  formKey: string;
  texts: { title: string; hint: string; submit: string };
  formError: string | undefined;
  /** Test ids: the form, its refusal, its submit button; the title's id (the section's name). */
  testIds: { form: string; error: string; submit: string };
  titleId: string;
  /** Hidden fields beside the key. */
  hidden?: ReactNode;
  children: ReactNode;
};

export function SignUpFrame({ keyName, formKey, texts, formError, testIds, titleId, hidden, children }: FrameProps) {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formData?.get(keyName) === formKey;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Form method="post" action={`${pathname}${search}`} noValidate data-testid={testIds.form}>
        <input type="hidden" name={keyName} value={formKey} />
        {hidden}
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {texts.title}
          </Title>
          <Text size="sm" c="dimmed">
            {texts.hint}
          </Text>
          {formError && (
            <Alert color="red" role="alert" data-testid={testIds.error}>
              {formError}
            </Alert>
          )}
          {children}
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} data-testid={testIds.submit}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}

type Contact = 'contactName' | 'phone' | 'email';

type ContactProps = {
  names: Record<Contact, string>;
  labels: Record<Contact, string>;
  phoneHint?: string;
  /** The contract's lengths (a phone is at most 20 characters everywhere). */
  limits: { contactName: number; email: number };
  values: Partial<Record<Contact, string>>;
  errors: Partial<Record<Contact, string>>;
  /** `<testId>-contact`, `-phone`, `-email`. */
  testId: string;
};

/** Who to reach: a name, a phone and an email, side by side. */
export function ContactFields({ names, labels, phoneHint, limits, values, errors, testId }: ContactProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        name={names.contactName}
        label={labels.contactName}
        required
        maxLength={limits.contactName}
        defaultValue={values.contactName}
        error={errors.contactName}
        autoComplete="name"
        data-testid={`${testId}-contact`}
      />
      <TextInput
        name={names.phone}
        type="tel"
        label={labels.phone}
        description={phoneHint}
        required
        maxLength={20}
        defaultValue={values.phone}
        error={errors.phone}
        autoComplete="tel"
        data-testid={`${testId}-phone`}
      />
      <TextInput
        name={names.email}
        type="email"
        label={labels.email}
        required
        maxLength={limits.email}
        defaultValue={values.email}
        error={errors.email}
        autoComplete="email"
        data-testid={`${testId}-email`}
      />
    </SimpleGrid>
  );
}

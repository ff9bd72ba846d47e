// The buyer's sourcing form page, as the inquiry, the tender and the competitive bid share it
// (docs/product/member-side.md#publishing): a title with the way back, the item's number and state
// when it is saved, then the form — or, for a member without a role, the choice of one first, or why
// the item can no longer be edited. The form posts with its idempotency key (kept while the user
// corrects it, with the draft a refused publication saved) and says above its fields what happened.
import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { Attachment } from '#contract/schemas.ts';
import { FormNotices } from '../forms/FormNotices.tsx';
import { RoleFirst } from '../member/RoleFirst.tsx';
import { useMemberFrame } from '../member/useMemberFrame.ts';

type PageProps = {
  /** The kind's test id prefix: `<testId>-edit-page`, `<testId>-locked`. */
  testId: string;
  mode: string;
  title: string;
  back: { to: string; label: string };
  /** The saved item's number and state (none for a new one). */
  identity: ReactNode;
  /** Why the item can no longer be edited (null: it can). */
  locked: ReactNode;
  /** The form (drawn only when it can be used). */
  children: ReactNode;
};

export function SourcingFormPage({ testId, mode, title, back, identity, locked, children }: PageProps) {
  const noRole = useMemberFrame().user.memberRoleType === null;
  return (
    <Stack gap="lg" data-testid={`${testId}-edit-page`} data-mode={mode}>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
      </Group>
      {identity && <Group gap="sm">{identity}</Group>}
      {noRole ? (
        <RoleFirst />
      ) : locked ? (
        <Alert color="orange" data-testid={`${testId}-locked`}>
          {locked}
        </Alert>
      ) : (
        children
      )}
    </Stack>
  );
}

type FrameProps = {
  /** The kind's test id prefix: `<testId>-form` and the notices' (FormNotices). */
  testId: string;
  /** The render's key, and the refused answer (whose key and values win). */
  formKey: string;
  answer: { formKey: string; formError?: string; fieldErrors: Record<string, string>; draftId?: number | null } | undefined;
  saved: boolean;
  /** The saved item's attachments (those naming no uploaded file are said). */
  attachments: Attachment[];
  texts: { saved: string; fixFields: string; oldFiles: (names: string[]) => string };
  children: ReactNode;
};

export function SourcingFormFrame({ testId, formKey: viewKey, answer, saved, attachments, texts, children }: FrameProps) {
  const formKey = answer?.formKey ?? viewKey;
  const draftId = answer?.draftId ?? null;
  // A refused form is drawn anew with what was typed (the key of the answer remounts the fields).
  return (
    <Form method="post" noValidate data-testid={`${testId}-form`} key={answer ? JSON.stringify(answer.fieldErrors) + formKey : formKey}>
      <input type="hidden" name="formKey" value={formKey} />
      {draftId !== null && <input type="hidden" name="draftId" value={draftId} />}
      <Stack gap="lg">
        <FormNotices saved={saved} answer={answer} attachments={attachments} texts={texts} testId={testId} />
        {children}
      </Stack>
    </Form>
  );
}

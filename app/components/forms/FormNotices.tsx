// What a sourcing form says above its fields (the inquiry's, the tender's): a draft was saved, the
// platform refused the form as a whole, some fields need correcting (each says why), and attachments
// kept from before that name no uploaded file (the seed's), which cannot be sent again.
import { Alert } from '@mantine/core';
import type { Attachment } from '#contract/schemas.ts';

type Props = {
  /** ?saved=1 after a draft was saved (not said again over a refusal). */
  saved: boolean;
  answer: { formError?: string; fieldErrors: Record<string, string> } | undefined;
  /** The saved item's attachments; those without a file id are named. */
  attachments: Attachment[];
  texts: { saved: string; fixFields: string; oldFiles: (names: string[]) => string };
  /** Test ids `<testId>-saved`, `-form-error`, `-form-invalid`, `-old-files`. */
  testId: string;
};

export function FormNotices({ saved, answer, attachments, texts, testId }: Props) {
  const oldFiles = attachments.filter((file) => file.fileId === undefined);
  return (
    <>
      {saved && !answer && (
        <Alert color="green" data-testid={`${testId}-saved`}>
          {texts.saved}
        </Alert>
      )}
      {answer?.formError && (
        <Alert color="red" role="alert" data-testid={`${testId}-form-error`}>
          {answer.formError}
        </Alert>
      )}
      {answer && !answer.formError && Object.keys(answer.fieldErrors).length > 0 && (
        <Alert color="red" role="alert" data-testid={`${testId}-form-invalid`}>
          {texts.fixFields}
        </Alert>
      )}
      {oldFiles.length > 0 && (
        <Alert color="yellow" data-testid={`${testId}-old-files`}>
          {texts.oldFiles(oldFiles.map((file) => file.name))}
        </Alert>
      )}
    </>
  );
}

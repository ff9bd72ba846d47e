// A tender form's attachments field (the tender's documents of a phase, a material's files), in the
// tender's words.
import { useTranslation } from 'react-i18next';
import type { FileRef } from '#bff/tender/buyer-views.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { UploadField } from '../../forms/UploadField.tsx';

type Props = { name: string; label?: string; initial: FileRef[]; error?: string; testId: string };

export function TenderFiles({ name, label, initial, error, testId }: Props) {
  const { t } = useTranslation('tender');
  return (
    <UploadField
      name={name}
      encoding="refs"
      initial={initial}
      max={TENDER_LIMITS.files}
      error={error}
      texts={{
        ...(label ? { label, description: t('edit.filesHint', { max: TENDER_LIMITS.files }) } : {}),
        add: t('edit.addFile'),
        remove: (file) => t('edit.removeFile', { name: file }),
      }}
      testIds={{ field: testId, file: `${testId}-file`, add: `${testId}-add` }}
    />
  );
}

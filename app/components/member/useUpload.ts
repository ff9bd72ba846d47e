// Uploads through the portal's relay, with the refusals worded in the user's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadPurpose } from '#contract/schemas/member-rules.ts';
import type { UploadedFile } from '#contract/schemas/uploads.ts';
import { uploadFile } from '#app/lib/upload-client.ts';

export function useUpload(purpose: UploadPurpose) {
  const { t } = useTranslation('errors');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function upload(file: File | null): Promise<UploadedFile | null> {
    if (!file) return null;
    setBusy(true);
    setError(null);
    const outcome = await uploadFile(file, purpose, (code) => (code === 0 ? t('timeout') : t(String(code) as '1107')));
    setBusy(false);
    if (outcome.ok) return outcome.file;
    setError(outcome.message);
    return null;
  }
  return { upload, busy, error };
}

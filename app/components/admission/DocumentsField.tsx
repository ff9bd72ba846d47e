// Qualification documents of an application: PDF, JPG or PNG up to 10 MB each, uploaded through the
// portal's relay as they are chosen; a wrong type or size is refused with its message. The ids go
// with the form in one hidden field.
import { ActionIcon, Anchor, Button, FileButton, Group, Input, List, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '#contract/schemas/uploads.ts';
import { APPLICATION_DOCUMENTS_MAX } from '#contract/schemas/member-rules.ts';
import { acceptFor } from '#app/lib/upload-client.ts';
import { useUpload } from '../member/useUpload.ts';

type Props = { error?: string };

export function DocumentsField({ error }: Props) {
  const { t } = useTranslation('admission');
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const { upload, busy, error: uploadError } = useUpload('document');
  return (
    <Input.Wrapper
      label={t('apply.documents')}
      description={t('apply.documentsHint', { max: APPLICATION_DOCUMENTS_MAX })}
      error={uploadError ?? error}
      required
      data-testid="apply-documents"
    >
      <input type="hidden" name="documentFileIds" value={files.map((file) => file.id).join(',')} />
      {files.length > 0 && (
        <List spacing={4} mt={4} data-testid="apply-document-list">
          {files.map((file) => (
            <List.Item key={file.id} data-testid="apply-document">
              <Group gap="xs">
                <Anchor href={file.url} target="_blank" size="sm">
                  {file.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {Math.max(1, Math.round(file.size / 1024))} KB
                </Text>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('apply.removeDocument', { name: file.name })}
                  onClick={() => setFiles((list) => list.filter((kept) => kept.id !== file.id))}
                >
                  ×
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {files.length < APPLICATION_DOCUMENTS_MAX && (
        <FileButton
          accept={acceptFor('document')}
          onChange={async (file) => {
            const uploaded = await upload(file);
            if (uploaded) setFiles((list) => [...list, uploaded]);
          }}
        >
          {(props) => (
            <Button {...props} variant="default" size="xs" mt={6} loading={busy} data-testid="apply-add-document">
              {t('apply.addDocument')}
            </Button>
          )}
        </FileButton>
      )}
    </Input.Wrapper>
  );
}

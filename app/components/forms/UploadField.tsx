// Files a form sends with it (an application's documents, an inquiry's or a material's attachments, a
// quote's): each uploaded through the portal's relay as it is chosen, the purpose deciding which types
// and what size the relay and the platform take (a refusal shown in the user's language), listed with
// a link and a remove button, and carried in one hidden field — as ids, or as JSON references so that
// a refused form shows them again. Files kept from before (no size known) may say so.
import { ActionIcon, Anchor, Button, FileButton, Group, Input, List, Text } from '@mantine/core';
import { useState } from 'react';
import type { UploadPurpose } from '#contract/schemas/member-rules.ts';
import { linkableUrl } from '#app/lib/safe-url.ts';
import { acceptFor } from '#app/lib/upload-client.ts';
import { useUpload } from '../member/useUpload.ts';

/** A file of the form: uploaded on this page (its size known) or kept from before. */
export type FormFile = { id: number; name: string; url: string; size?: number };

/** The words of a field, in the caller's namespace. */
export type UploadTexts = {
  label?: string;
  description?: string;
  add: string;
  remove: (name: string) => string;
  /** Said of a file kept from before, whose size is not known. */
  kept?: string;
};

/** The test ids of a field: the wrapper, the list, each file and the add button. */
export type UploadTestIds = { field: string; list?: string; file: string; add: string };

type Props = {
  /** The hidden field's name. */
  name: string;
  /** How the files go with the form: their ids joined by commas, or JSON `[{id, name, url}]`. */
  encoding: 'ids' | 'refs';
  initial?: readonly FormFile[];
  /** What the relay takes (types and size, UPLOAD_TYPES and UPLOAD_MAX_BYTES); 'document' by default. */
  purpose?: UploadPurpose;
  /** How many files at most: the add button goes away at that count. */
  max: number;
  texts: UploadTexts;
  testIds: UploadTestIds;
  required?: boolean;
  error?: string;
};

const encode = (files: readonly FormFile[], encoding: Props['encoding']) =>
  encoding === 'ids' ? files.map((file) => file.id).join(',') : JSON.stringify(files.map(({ id, name, url }) => ({ id, name, url })));

export function UploadField({ name, encoding, initial = [], purpose = 'document', max, texts, testIds, required, error }: Props) {
  const [files, setFiles] = useState<FormFile[]>(() => [...initial]);
  const { upload, busy, error: uploadError } = useUpload(purpose);
  return (
    <Input.Wrapper label={texts.label} description={texts.description} error={uploadError ?? error} required={required} data-testid={testIds.field}>
      <input type="hidden" name={name} value={encode(files, encoding)} />
      {files.length > 0 && (
        <List spacing={4} size="sm" mt={4} data-testid={testIds.list}>
          {files.map((file) => (
            <List.Item key={file.id} data-testid={testIds.file}>
              <FileLine file={file} texts={texts} onRemove={() => setFiles((list) => list.filter((kept) => kept.id !== file.id))} />
            </List.Item>
          ))}
        </List>
      )}
      {files.length < max && (
        <FileButton
          accept={acceptFor(purpose)}
          onChange={async (file) => {
            const uploaded = await upload(file);
            if (uploaded) setFiles((list) => [...list, { id: uploaded.id, name: uploaded.name, url: uploaded.url, size: uploaded.size }]);
          }}
        >
          {(props) => (
            <Button {...props} variant="default" size="xs" mt={6} loading={busy} data-testid={testIds.add}>
              {texts.add}
            </Button>
          )}
        </FileButton>
      )}
    </Input.Wrapper>
  );
}

function FileLine({ file, texts, onRemove }: { file: FormFile; texts: UploadTexts; onRemove: () => void }) {
  const href = linkableUrl(file.url);
  const note = file.size === undefined ? texts.kept : `${Math.max(1, Math.round(file.size / 1024))} KB`;
  return (
    <Group gap="xs" wrap="nowrap">
      {href ? (
        <Anchor href={href} target="_blank" size="sm">
          {file.name}
        </Anchor>
      ) : (
        <Text size="sm" span>
          {file.name}
        </Text>
      )}
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
      <ActionIcon size="sm" variant="subtle" color="red" aria-label={texts.remove(file.name)} onClick={onRemove}>
        ×
      </ActionIcon>
    </Group>
  );
}

// A buyer's list of shop pictures (company pictures, honours, album): the pictures kept, each
// removable, and new ones uploaded as images. Posted as JSON in one hidden field: [{fileId} | {url}].
import { ActionIcon, Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfilePicture } from '#contract/schemas/member-centre.ts';
import { acceptFor } from '#app/lib/upload-client.ts';
import { useUpload } from './useUpload.ts';

type Props = { name: string; label: string; initial: ProfilePicture[]; max: number; error?: string };

export function PictureListField({ name, label, initial, max, error }: Props) {
  const { t } = useTranslation('member');
  const [pictures, setPictures] = useState(initial);
  const { upload, busy, error: uploadError } = useUpload('image');
  const kept = pictures.map((picture) => (picture.fileId !== null ? { fileId: picture.fileId } : { url: picture.url }));
  return (
    <Input.Wrapper label={label} description={t('info.picturesHint', { max })} error={uploadError ?? error} data-testid={`pictures-${name}`}>
      <input type="hidden" name={name} value={JSON.stringify(kept)} />
      <Stack gap="xs" mt={4}>
        <Group gap="xs">
          {pictures.map((picture, index) => (
            <Paper key={picture.fileId ?? picture.url} withBorder p={4} pos="relative" data-testid="picture">
              <Image src={picture.url} alt={t('info.pictureAlt', { label, number: index + 1 })} w={96} h={64} fit="cover" />
              <ActionIcon
                size="sm"
                color="red"
                variant="filled"
                pos="absolute"
                top={2}
                right={2}
                aria-label={t('info.removePicture', { label, number: index + 1 })}
                onClick={() => setPictures((list) => list.filter((_, at) => at !== index))}
              >
                ×
              </ActionIcon>
            </Paper>
          ))}
          {pictures.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('info.noPictures')}
            </Text>
          )}
        </Group>
        {pictures.length < max && (
          <FileButton
            accept={acceptFor('image')}
            onChange={async (file) => {
              const uploaded = await upload(file);
              if (uploaded) setPictures((list) => [...list, { fileId: uploaded.id, url: uploaded.url }]);
            }}
          >
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={busy} w="fit-content" data-testid={`add-${name}`}>
                {t('info.addPicture')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}

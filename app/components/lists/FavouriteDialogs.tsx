// The favourite filters' two dialogs: save the current filter under a name, or confirm a delete.
// Loaded on first use (lazy): the Modal is the heaviest piece of the list page's code.
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FavouriteFilter } from '#contract/schemas.ts';
import { FAVOURITE_NAME_MAX } from '#bff/url-state/favourite-filter.ts';
import { useListFilters } from './ListFiltersContext.tsx';

export type FavouriteDialog = { kind: 'save' } | { kind: 'delete'; favourite: FavouriteFilter };

type Props = {
  dialog: FavouriteDialog;
  busy: boolean;
  name: string;
  nameError: string | null;
  onName: (name: string) => void;
  onSave: () => void;
  onDelete: (favourite: FavouriteFilter) => void;
  onClose: () => void;
};

export default function FavouriteDialogs({ dialog, busy, name, nameError, onName, onSave, onDelete, onClose }: Props) {
  const { t } = useListFilters();
  const closeButtonProps = { 'aria-label': t('favourites.cancel') };
  const buttons = (confirm: ReactNode, cancelTestId: string) => (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onClose} disabled={busy} data-testid={cancelTestId}>
        {t('favourites.cancel')}
      </Button>
      {confirm}
    </Group>
  );

  if (dialog.kind === 'delete') {
    return (
      <Modal opened onClose={onClose} title={t('favourites.deleteTitle')} closeButtonProps={closeButtonProps}>
        <Text size="sm" data-testid="favourite-delete-dialog">
          {t('favourites.deleteConfirm', { name: dialog.favourite.name })}
        </Text>
        {buttons(
          <Button color="red" loading={busy} onClick={() => onDelete(dialog.favourite)} data-testid="favourite-delete-confirm">
            {t('favourites.confirmDelete')}
          </Button>,
          'favourite-delete-cancel',
        )}
      </Modal>
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('favourites.dialogTitle')} closeButtonProps={closeButtonProps}>
      <form
        data-testid="favourite-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
        noValidate
      >
        <TextInput
          label={t('favourites.name')}
          placeholder={t('favourites.namePlaceholder', { max: FAVOURITE_NAME_MAX })}
          value={name}
          onChange={(event) => onName(event.currentTarget.value)}
          error={nameError}
          withAsterisk
          data-autofocus
          data-testid="favourite-name-input"
          errorProps={{ 'data-testid': 'favourite-name-error' }}
        />
        {buttons(
          <Button type="submit" loading={busy} data-testid="favourite-save">
            {t('favourites.confirm')}
          </Button>,
          'favourite-cancel',
        )}
      </form>
    </Modal>
  );
}

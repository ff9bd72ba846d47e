// The favourite ('commonly used') filters of a logged-in user (SPEC.md §3, §5, §8): each applies
// its saved filter (a link) or is deleted; 'save' keeps the current filter under a name of at most
// six characters. A failed save or delete stops the dialog's loading and keeps it open, silently.
import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Section } from '../../../bff/views.ts';
import type { FavouriteFilter } from '../../../contract/schemas.ts';
import { FAVOURITE_NAME_MAX, favouriteHref, favouriteNameProblem } from '../../lib/favourite-filter.ts';
import { loginHref } from '../../lib/safe-redirect.ts';
import type { FavouriteAnswer } from '../../routes/resources.favourites.ts';
import classes from './FilterBar.module.css';
import { useDraft } from './useDraft.ts';
import { useListFilters } from './ListFiltersContext.tsx';

type Dialog = { kind: 'save' } | { kind: 'delete'; favourite: FavouriteFilter } | null;

async function send(fields: Record<string, string>): Promise<FavouriteAnswer | null> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  try {
    const response = await fetch('/resources/favourites', { method: 'POST', body, credentials: 'same-origin' });
    return (await response.json()) as FavouriteAnswer;
  } catch {
    return null;
  }
}

export function FavouriteFilters({ section }: { section: Section<FavouriteFilter[]> }) {
  const { t, page, shopId } = useListFilters();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The list as the page brought it, then as the last save or delete answered.
  const [favourites, setFavourites] = useDraft(section.status === 'ok' ? section.data : []);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  async function submit(fields: Record<string, string>): Promise<void> {
    setBusy(true);
    const answer = await send(fields);
    setBusy(false);
    if (answer?.ok) {
      setFavourites(answer.favourites);
      setDialog(null);
      return;
    }
    if (answer?.loginRequired) {
      void navigate(loginHref(pathname + search), { replace: true });
      return;
    }
    // The name's own rule, as the server applies it; any other failure keeps the dialog open, no message.
    if (answer?.field === 'name') setNameError(answer.message);
  }

  function save() {
    const problem = favouriteNameProblem(name);
    if (problem) {
      setNameError(t(problem === 'required' ? 'favourites.nameRequired' : 'favourites.nameTooLong', { max: FAVOURITE_NAME_MAX }));
      return;
    }
    setNameError(null);
    void submit({ intent: 'save', name: name.trim(), href: pathname + search });
  }

  return (
    <>
      <ul className={classes.row} style={{ margin: 0, padding: 0, listStyle: 'none' }} data-testid="favourite-list">
        {favourites.length === 0 && (
          <li className={classes.label} data-testid="favourite-empty">
            {t('favourites.empty')}
          </li>
        )}
        {favourites.map((favourite) => (
          <li key={favourite.id} className={classes.favourite} data-testid={`favourite-item-${favourite.id}`}>
            <Link to={favouriteHref(favourite, page, shopId)} title={t('favourites.apply', { name: favourite.name })} data-testid={`favourite-apply-${favourite.id}`}>
              {favourite.name}
            </Link>
            <button
              type="button"
              aria-label={t('favourites.delete', { name: favourite.name })}
              onClick={() => setDialog({ kind: 'delete', favourite })}
              data-testid={`favourite-delete-${favourite.id}`}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <Button
        size="compact-xs"
        variant="light"
        onClick={() => {
          setName('');
          setNameError(null);
          setDialog({ kind: 'save' });
        }}
        data-testid="favourite-open"
      >
        {t('favourites.save')}
      </Button>

      <Modal
        opened={dialog?.kind === 'save'}
        onClose={() => !busy && setDialog(null)}
        title={t('favourites.dialogTitle')}
        closeButtonProps={{ 'aria-label': t('favourites.cancel') }}
      >
        <form
          data-testid="favourite-dialog"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
          noValidate
        >
          <TextInput
            label={t('favourites.name')}
            placeholder={t('favourites.namePlaceholder', { max: FAVOURITE_NAME_MAX })}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              if (nameError) setNameError(null);
            }}
            error={nameError}
            withAsterisk
            data-autofocus
            data-testid="favourite-name-input"
            errorProps={{ 'data-testid': 'favourite-name-error' }}
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setDialog(null)} disabled={busy} data-testid="favourite-cancel">
              {t('favourites.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="favourite-save">
              {t('favourites.confirm')}
            </Button>
          </Group>
        </form>
      </Modal>

      <Modal
        opened={dialog?.kind === 'delete'}
        onClose={() => !busy && setDialog(null)}
        title={t('favourites.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('favourites.cancel') }}
      >
        <Text size="sm" data-testid="favourite-delete-dialog">
          {dialog?.kind === 'delete' ? t('favourites.deleteConfirm', { name: dialog.favourite.name }) : ''}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setDialog(null)} disabled={busy} data-testid="favourite-delete-cancel">
            {t('favourites.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={() => dialog?.kind === 'delete' && void submit({ intent: 'remove', id: String(dialog.favourite.id) })}
            data-testid="favourite-delete-confirm"
          >
            {t('favourites.confirmDelete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

// The favourite ('commonly used') filters of a logged-in user (docs/product/entities.md#entities-and-fields, #validation-rules, #error-codes-and-failures): each applies
// its saved filter (a link) or is deleted; 'save' keeps the current filter under a name of at most
// six characters. A failed save or delete stops the dialog's loading and keeps it open, silently.
// A dialog keeps the focus while it is open (Mantine's Modal traps it) and gives it back when it
// closes: to the button that opened it, or to 'save' when that button went with its favourite.
import { Button } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Section } from '#bff/views.ts';
import type { FavouriteFilter } from '#contract/schemas.ts';
import { FAVOURITE_NAME_MAX, favouriteHref, favouriteNameProblem } from '#bff/url-state/favourite-filter.ts';
import type { FavouriteDialog } from './FavouriteDialogs.tsx';
import { loginHref } from '#app/lib/safe-redirect.ts';
import type { FavouriteAnswer } from '#app/routes/resources.favourites.ts';
import classes from './FilterBar.module.css';
import { useDraft } from './useDraft.ts';
import { useListFilters } from './ListFiltersContext.tsx';

/** The dialogs load when first opened: a visitor's page (and most members' views) never needs them. */
const FavouriteDialogs = lazy(() => import('./FavouriteDialogs.tsx'));
const preloadDialogs = () => void import('./FavouriteDialogs.tsx');

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
  const [dialog, setDialog] = useState<FavouriteDialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  function openDialog(next: FavouriteDialog) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(next);
  }

  // The dialog unmounts when it closes, so Mantine's own focus return never runs: give the focus back here.
  useEffect(() => {
    if (dialog) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    (opener.current?.isConnected ? opener.current : saveButton.current)?.focus();
  }, [dialog]);

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
            <Link
              to={favouriteHref(favourite, page, shopId)}
              title={t('favourites.apply', { name: favourite.name })}
              data-testid={`favourite-apply-${favourite.id}`}
            >
              {favourite.name}
            </Link>
            <button
              type="button"
              aria-label={t('favourites.delete', { name: favourite.name })}
              onClick={() => openDialog({ kind: 'delete', favourite })}
              onPointerEnter={preloadDialogs}
              data-testid={`favourite-delete-${favourite.id}`}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <Button
        ref={saveButton}
        size="compact-xs"
        variant="light"
        onClick={() => {
          setName('');
          setNameError(null);
          openDialog({ kind: 'save' });
        }}
        onPointerEnter={preloadDialogs}
        onFocus={preloadDialogs}
        data-testid="favourite-open"
      >
        {t('favourites.save')}
      </Button>

      {dialog && (
        <Suspense fallback={null}>
          <FavouriteDialogs
            dialog={dialog}
            busy={busy}
            name={name}
            nameError={nameError}
            onName={(value) => {
              setName(value);
              if (nameError) setNameError(null);
            }}
            onSave={save}
            onDelete={(favourite) => void submit({ intent: 'remove', id: String(favourite.id) })}
            onClose={() => !busy && setDialog(null)}
          />
        </Suspense>
      )}
    </>
  );
}

// "Save this search" beside the /buy-car heading: a guest signs in first and then carries on; the
// dialog (name, filters, alert) loads only when asked for, so the listing's own chunk barely grows.
// What the save did is said in a status line, with a link to the list under /settings.
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, isSignedInAtom, requestSignIn, type ListingQuery, type SavedSearch, useStore } from '@carmarket/shared';
import { StyledSaveSearch, StyledSaveStatus } from './save-search-button.styles';

const SaveSearchDialog = lazy(() => import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })));

export const SAVED_SEARCHES_PATH = '/settings/saved-searches';

export function SaveSearchButton({ query }: { query: ListingQuery }) {
  const store = useStore();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<SavedSearch | null>(null);

  const openDialog = async () => {
    setSaved(null);
    if (!store.get(isSignedInAtom) && !(await requestSignIn('Sign in to save searches', store))) return;
    setOpen(true);
  };
  // Stable, so the dialog's focus trap is set up once per opening.
  const close = useCallback(() => setOpen(false), []);
  const onSaved = useCallback((search: SavedSearch) => {
    setOpen(false);
    setSaved(search);
  }, []);

  return (
    <StyledSaveSearch>
      <Button type="button" $variant="secondary" $size="sm" aria-haspopup="dialog" onClick={() => void openDialog()}>
        Save this search
      </Button>
      <StyledSaveStatus role="status">
        {saved && (
          <>
            Saved as “{saved.name}”. <Link to={SAVED_SEARCHES_PATH}>See your saved searches</Link>
          </>
        )}
      </StyledSaveStatus>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} onClose={close} onSaved={onSaved} />
        </Suspense>
      )}
    </StyledSaveSearch>
  );
}

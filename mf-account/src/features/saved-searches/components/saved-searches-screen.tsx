// Saved Searches (/settings/saved-searches): the searches saved on /buy-car, newest first, each with
// its filters in words, the count of cars listed since it was last opened, and its alert. Open goes
// to /buy-car with its filters (and marks the new matches seen); Rename edits the name in place;
// Delete asks first. Under the list, how the alerts are sent (SMS, e-mail).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  ErrorText,
  listingQueryToSearchParams,
  type SavedSearch,
  type SavedSearchAlert,
  useSessionUser,
  VisuallyHidden,
} from '@carmarket/shared';
import { CardGrid } from '@carmarket/shared/card-grid';
import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  savedSearchNameProblem,
  summariseListingFilters,
} from '@carmarket/shared/api-contracts';
import { AccountScreen } from '../../../components/account-screen';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/screen-state';
import { StyledCard, StyledField } from '../../../components/screen.styles';
import { errorMessage } from '../../../lib/error-message';
import { useConfirmation } from '../../../lib/use-confirmation';
import { useNotice } from '../../../lib/use-notice';
import {
  SAVED_SEARCHES_FETCH_FAILED,
  useDeleteSavedSearch,
  useMarkSavedSearchSeen,
  useSavedSearches,
  useUpdateSavedSearch,
} from '../api/saved-searches';
import { NotificationSettingsSection } from './notification-settings-section';
import {
  StyledEmpty,
  StyledNewBadge,
  StyledRenameForm,
  StyledSearchActions,
  StyledSearchTitle,
  StyledSummary,
} from './saved-searches-screen.styles';

export const ALERT_LABELS: Record<SavedSearchAlert, string> = { instant: 'Instant', daily: 'Daily', off: 'Off' };

/**
 * The listing URL of a search. A search without a place covers every place, so it opens with All
 * Locations (location=all): /buy-car would otherwise pre-filter the visitor's selected city.
 */
export function savedSearchHref(search: SavedSearch): string {
  const params = listingQueryToSearchParams({ ...search.query, allLocations: search.query.location.length === 0 });
  return `/buy-car?${params.toString()}`;
}

function RenameForm({ search, onRename, onDone }: { search: SavedSearch; onRename: (name: string) => Promise<void>; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState(search.name);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = savedSearchNameProblem(name);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await onRename(name.trim());
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, 'Could not rename the search'));
      setBusy(false);
    }
  };

  return (
    <StyledRenameForm aria-label={`Rename ${search.name}`} noValidate onSubmit={(event) => void submit(event)}>
      <StyledField>
        <label htmlFor={`${id}-name`}>New name</label>
        <input
          ref={inputRef}
          id={`${id}-name`}
          type="text"
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && onDone()}
        />
      </StyledField>
      {problem && (
        <ErrorText id={`${id}-problem`} role="alert">
          {problem}
        </ErrorText>
      )}
      <StyledSearchActions>
        <Button type="submit" $size="sm" disabled={busy}>
          {busy ? 'Saving…' : 'Save name'}
        </Button>
        <Button type="button" $variant="secondary" $size="sm" onClick={onDone}>
          Cancel
        </Button>
      </StyledSearchActions>
    </StyledRenameForm>
  );
}

interface SavedSearchCardProps {
  search: SavedSearch;
  alertBusy: boolean;
  onOpen: () => void;
  onRename: (name: string) => Promise<void>;
  onAlertChange: (alert: SavedSearchAlert) => void;
  onDelete: () => void;
}

function SavedSearchCard({ search, alertBusy, onOpen, onRename, onAlertChange, onDelete }: SavedSearchCardProps) {
  const titleId = `saved-search-${search.id}`;
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const finishRenaming = () => {
    setRenaming(false);
    // Back where the user was once the form has gone.
    requestAnimationFrame(() => renameButton.current?.focus());
  };

  return (
    <StyledCard aria-labelledby={titleId}>
      <StyledSearchTitle>
        <h2 id={titleId}>{search.name}</h2>
        {search.newMatches > 0 && <StyledNewBadge>{search.newMatches} new</StyledNewBadge>}
      </StyledSearchTitle>
      <StyledSummary>{summariseListingFilters(search.query)}</StyledSummary>
      {renaming && <RenameForm search={search} onRename={onRename} onDone={finishRenaming} />}
      <StyledSearchActions>
        <StyledField style={{ flexGrow: 0, flexBasis: 160 }}>
          <label htmlFor={`${titleId}-alert`}>
            Alerts<VisuallyHidden> for {search.name}</VisuallyHidden>
          </label>
          <select
            id={`${titleId}-alert`}
            value={search.alert}
            disabled={alertBusy}
            onChange={(event) => onAlertChange(event.target.value as SavedSearchAlert)}
          >
            {SAVED_SEARCH_ALERTS.map((alert) => (
              <option key={alert} value={alert}>
                {ALERT_LABELS[alert]}
              </option>
            ))}
          </select>
        </StyledField>
        <Button as={Link} to={savedSearchHref(search)} $size="sm" onClick={onOpen} aria-label={`Open ${search.name}`}>
          Open
        </Button>
        {!renaming && (
          <Button
            ref={renameButton}
            type="button"
            $variant="secondary"
            $size="sm"
            onClick={() => setRenaming(true)}
            aria-label={`Rename ${search.name}`}
          >
            Rename
          </Button>
        )}
        <Button type="button" $variant="secondary" $size="sm" onClick={onDelete} aria-label={`Delete ${search.name}`}>
          Delete
        </Button>
      </StyledSearchActions>
    </StyledCard>
  );
}

export function SavedSearchesScreen() {
  const user = useSessionUser();
  const searches = useSavedSearches(user?.id);
  const update = useUpdateSavedSearch(user?.id);
  const removal = useDeleteSavedSearch(user?.id);
  const seen = useMarkSavedSearchSeen(user?.id);
  const confirmation = useConfirmation<SavedSearch>('Could not delete the search');
  const { notice, setNotice, report } = useNotice();
  const list = searches.data ?? [];
  const changingAlertOf = update.isPending && update.variables.alert !== undefined ? update.variables.id : null;

  const rename = async (search: SavedSearch, name: string) => {
    await update.mutateAsync({ id: search.id, name });
    setNotice({ text: `Renamed to “${name}”`, tone: 'success' });
  };

  const changeAlert = (search: SavedSearch, alert: SavedSearchAlert) =>
    void report(
      () => update.mutateAsync({ id: search.id, alert }),
      () => `Alerts for “${search.name}”: ${ALERT_LABELS[alert]}`,
      'Could not change the alert',
    );

  // A failure stays in the dialog (useConfirmation); success closes it and says so.
  const remove = () =>
    confirmation.confirm(async (search) => {
      await removal.mutateAsync(search.id);
      setNotice({ text: `“${search.name}” deleted`, tone: 'success' });
    });

  return (
    <AccountScreen id="saved-searches" title="Saved Searches" notice={notice}>
      <QueryState
        query={searches}
        loadingText="Loading saved searches…"
        errorText={SAVED_SEARCHES_FETCH_FAILED}
        empty={
          list.length === 0 && (
            <StyledEmpty>
              No saved searches yet. <Link to="/buy-car">Browse used cars</Link> and choose “Save this search” to hear of new matches.
            </StyledEmpty>
          )
        }
      >
        <CardGrid aria-label="Saved searches" $columns={{ base: 1, md: 2 }}>
          {list.map((search) => (
            <li key={search.id}>
              <SavedSearchCard
                search={search}
                alertBusy={changingAlertOf === search.id}
                onOpen={() => seen.mutate(search.id)}
                onRename={(name) => rename(search, name)}
                onAlertChange={(alert) => changeAlert(search, alert)}
                onDelete={() => confirmation.ask(search)}
              />
            </li>
          ))}
        </CardGrid>
      </QueryState>
      <NotificationSettingsSection userId={user?.id} />
      <ConfirmDialog
        open={confirmation.target !== null}
        title={`Delete “${confirmation.target?.name ?? ''}”?`}
        description="The search and its alerts are removed. The cars themselves are not affected."
        confirmLabel="Delete"
        danger
        onConfirm={() => void remove()}
        {...confirmation.dialog}
      />
    </AccountScreen>
  );
}

// The "Save this search" dialog: the name (prefilled with the one the filters suggest), the filters
// in words, and how often to hear of new matches. Save posts the search; a failure (the API's
// message, such as the limit's) stays in the dialog.
import { useId, useState, type FormEvent } from 'react';
import { Button, ErrorText, apiErrorMessage, Modal, type ListingQuery, type SavedSearch, type SavedSearchAlert } from '@carmarket/shared';
import {
  DEFAULT_SAVED_SEARCH_ALERT,
  defaultSavedSearchName,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  savedSearchNameProblem,
  summariseListingFilters,
} from '@carmarket/shared/api-contracts';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { StyledDialogActions, StyledSaveForm, StyledSummary } from './save-search-dialog.styles';

export const SAVE_SEARCH_FAILED = 'Could not save this search. Please try again';

const ALERT_LABELS: Record<SavedSearchAlert, string> = { instant: 'Instant', daily: 'Daily', off: 'Off' };

/** The search's filters and sort: the listing query without its page. */
function filtersOf({ page: _page, pageSize: _pageSize, ...filters }: ListingQuery) {
  return filters;
}

export interface SaveSearchDialogProps {
  query: ListingQuery;
  onClose: () => void;
  onSaved: (search: SavedSearch) => void;
}

export function SaveSearchDialog({ query, onClose, onSaved }: SaveSearchDialogProps) {
  const id = useId();
  const [filters] = useState(() => filtersOf(query));
  const [name, setName] = useState(() => defaultSavedSearchName(filters));
  const [alert, setAlert] = useState<SavedSearchAlert>(DEFAULT_SAVED_SEARCH_ALERT);
  const [nameProblem, setNameProblem] = useState<string | undefined>();
  const creating = useCreateSavedSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = savedSearchNameProblem(name);
    setNameProblem(problem);
    if (problem) return;
    creating.mutate({ name: name.trim(), query: filters, alert }, { onSuccess: onSaved });
  };

  return (
    <Modal open title="Save this search" onClose={onClose} width="440px">
      <StyledSaveForm onSubmit={submit} noValidate aria-describedby={`${id}-summary`}>
        <StyledSummary id={`${id}-summary`}>Filters: {summariseListingFilters(filters)}</StyledSummary>
        <label>
          Name
          <input
            type="text"
            name="name"
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
            autoComplete="off"
            data-autofocus
            aria-invalid={nameProblem ? true : undefined}
            aria-describedby={nameProblem ? `${id}-name-error` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        {nameProblem && (
          <ErrorText id={`${id}-name-error`} role="alert">
            {nameProblem}
          </ErrorText>
        )}
        <fieldset>
          <legend>Alert me about new cars</legend>
          {SAVED_SEARCH_ALERTS.map((choice) => (
            <label key={choice}>
              <input type="radio" name="alert" value={choice} checked={alert === choice} onChange={() => setAlert(choice)} />
              {ALERT_LABELS[choice]}
            </label>
          ))}
        </fieldset>
        {creating.error && <ErrorText role="alert">{apiErrorMessage(creating.error, SAVE_SEARCH_FAILED)}</ErrorText>}
        <StyledDialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={creating.isPending}>
            {creating.isPending ? 'Saving…' : 'Save'}
          </Button>
        </StyledDialogActions>
      </StyledSaveForm>
    </Modal>
  );
}

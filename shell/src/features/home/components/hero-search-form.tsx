// The hero's search box: 'By Model' searches the model text, 'By Budget' a price range; both
// open /buy-car with the listing filters set.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@carmarket/shared';
import { BUDGET_RANGES, heroSearchHref, type HeroSearchMode } from '../hero-search';
import { StyledModeToggle, StyledSearchCard, StyledSearchRow } from './hero-section.styles';

export function HeroSearchForm() {
  const navigate = useNavigate();
  const fieldId = useId();
  const [mode, setMode] = useState<HeroSearchMode>('model');
  const [model, setModel] = useState('');
  const [budget, setBudget] = useState(BUDGET_RANGES[2]!.id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(heroSearchHref(mode, mode === 'model' ? model : budget));
  };

  return (
    <StyledSearchCard role="search" aria-label="Find a used car" onSubmit={onSubmit}>
      <StyledModeToggle role="group" aria-label="Search by">
        <button type="button" aria-pressed={mode === 'model'} onClick={() => setMode('model')}>
          By Model
        </button>
        <button type="button" aria-pressed={mode === 'budget'} onClick={() => setMode('budget')}>
          By Budget
        </button>
      </StyledModeToggle>
      {mode === 'model' ? <label htmlFor={fieldId}>Search Car by Model</label> : <label htmlFor={fieldId}>Search Car by Budget</label>}
      <StyledSearchRow>
        {mode === 'model' ? (
          <input
            id={fieldId}
            type="search"
            placeholder="e.g. Creta, Nexon, City"
            value={model}
            onChange={(event) => setModel(event.target.value)}
            enterKeyHint="search"
          />
        ) : (
          <select id={fieldId} value={budget} onChange={(event) => setBudget(event.target.value)}>
            {BUDGET_RANGES.map((range) => (
              <option key={range.id} value={range.id}>
                {range.label}
              </option>
            ))}
          </select>
        )}
        <Button type="submit">Search</Button>
      </StyledSearchRow>
    </StyledSearchCard>
  );
}

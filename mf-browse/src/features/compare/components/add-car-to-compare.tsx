// "Add another car" on the compare page: a labelled search box that finds cars through the
// listing's search as the visitor types, and an Add button per car found.
import { useId, useState, type FormEvent } from 'react';
import { formatLakhs } from '@carmarket/shared';
import { carDisplayName } from '../../cars/card-car';
import { COMPARE_SEARCH_MIN_LENGTH, useCarsToCompare } from '../api/search-cars-to-compare';
import { trayCarOfCard } from '../compare-tray-car';
import type { CompareTrayCar } from '../compare-tray-storage';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { StyledAddCar, StyledFoundCars, StyledSearchForm } from './compare-page.styles';

/** The listing's own search pause (buy-car-page). */
const SEARCH_DELAY_MS = 350;

export interface AddCarToCompareProps {
  /** Ids already compared: not offered again. */
  comparedIds: readonly string[];
  onAdd: (car: CompareTrayCar) => void;
}

export function AddCarToCompare({ comparedIds, onAdd }: AddCarToCompareProps) {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), SEARCH_DELAY_MS);
  const { data, isFetching, error } = useCarsToCompare(search);
  const inputId = useId();
  const searching = search.length >= COMPARE_SEARCH_MIN_LENGTH;
  const found = searching ? (data?.cars ?? []).filter((car) => !comparedIds.includes(car.id)) : [];

  let status = '';
  if (!searching) status = term.trim().length > 0 ? `Type at least ${COMPARE_SEARCH_MIN_LENGTH} letters.` : '';
  else if (error) status = 'Could not search cars. Try again.';
  else if (isFetching && !data) status = 'Searching…';
  else if (data)
    status = found.length === 0 ? `No cars found for “${search}”.` : `${found.length} ${found.length === 1 ? 'car' : 'cars'} found.`;

  return (
    <StyledAddCar aria-labelledby="add-car-heading">
      <h2 id="add-car-heading">Add another car</h2>
      <StyledSearchForm role="search" onSubmit={(event: FormEvent) => event.preventDefault()}>
        <label htmlFor={inputId}>Search cars to compare</label>
        <input
          id={inputId}
          type="search"
          placeholder="Brand or model, e.g. Creta"
          autoComplete="off"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </StyledSearchForm>
      <p role="status">{status}</p>
      {found.length > 0 && (
        <StyledFoundCars aria-label="Search results">
          {found.map((car) => {
            const name = carDisplayName(car);
            return (
              <li key={car.id}>
                <span>
                  <strong>{name}</strong> · ₹ {formatLakhs(car.carPrice)} · {car.manufacturingYear} · {car.address.city}
                </span>
                <button type="button" aria-label={`Add ${name} to compare`} onClick={() => onAdd(trayCarOfCard(car))}>
                  Add
                </button>
              </li>
            );
          })}
        </StyledFoundCars>
      )}
    </StyledAddCar>
  );
}

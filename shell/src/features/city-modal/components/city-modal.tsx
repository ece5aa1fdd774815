// 'Select your City' (spec §2): search the locations, pick one to make it the current city.
import { useCallback, useId, useState } from 'react';
import { Modal, cityOfLocation, selectCityAtom, selectedCityAtom, useAtomValue, useSetAtom } from '@carmarket/shared';
import { useLocations } from '../api/get-locations';
import { closeCityModalAtom, cityModalOpenAtom } from '../city-modal-atoms';
import { filterLocations } from '../filter-locations';
import { StyledCityButton, StyledCityGrid, StyledEmpty, StyledSearchField, StyledState } from './city-modal.styles';

export function CityModal() {
  const open = useAtomValue(cityModalOpenAtom);
  const close = useSetAtom(closeCityModalAtom);
  const onClose = useCallback(() => close(), [close]);
  return (
    <Modal open={open} title="Select your City" onClose={onClose} closeLabel="Close city selection" width="640px">
      {open && <CityPicker onChosen={onClose} />}
    </Modal>
  );
}

function CityPicker({ onChosen }: { onChosen: () => void }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const { locations } = useLocations(true);
  const selectedCity = useAtomValue(selectedCityAtom);
  const selectCity = useSetAtom(selectCityAtom);
  const matches = filterLocations(locations, search);

  return (
    <>
      <StyledSearchField>
        <label htmlFor={searchId}>Search your city</label>
        <input
          id={searchId}
          type="search"
          placeholder="Enter your City"
          autoComplete="address-level2"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          data-autofocus
        />
      </StyledSearchField>
      {matches.length === 0 ? (
        <StyledEmpty role="status">No city matches “{search.trim()}”.</StyledEmpty>
      ) : (
        <StyledCityGrid aria-label="Cities">
          {matches.map((location) => {
            const city = cityOfLocation(location);
            const state = location.slice(city.length).replace(/^\s*,\s*/, '');
            return (
              <li key={location}>
                <StyledCityButton
                  type="button"
                  aria-pressed={city === selectedCity}
                  onClick={() => {
                    selectCity(city);
                    onChosen();
                  }}
                >
                  {city}
                  {state && <StyledState>{state}</StyledState>}
                </StyledCityButton>
              </li>
            );
          })}
        </StyledCityGrid>
      )}
    </>
  );
}

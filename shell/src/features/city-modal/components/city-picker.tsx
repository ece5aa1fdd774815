// The city modal's content (spec §2): search the locations, pick one to make it the current city.
// Its own chunk (city-modal.tsx loads it when the modal opens), so react-hook-form and the forms
// kit are not in the home page's first load.
import { useEffect } from 'react';
import { cityOfLocation, selectCityAtom, useSelectedCity, useSetAtom } from '@carmarket/shared';
import { FormField, useWatch, useZodForm } from '@carmarket/shared/forms';
import { useLocations } from '../api/get-locations';
import { citySearchSchema, EMPTY_CITY_SEARCH, type CitySearchValues } from '../city-search-form';
import { filterLocations } from '../filter-locations';
import { StyledCityButton, StyledCityGrid, StyledEmpty, StyledSearchForm, StyledState } from './city-modal.styles';

export function CityPicker({ onChosen }: { onChosen: () => void }) {
  const { register, control, handleSubmit, setFocus } = useZodForm<CitySearchValues>(citySearchSchema, {
    defaultValues: EMPTY_CITY_SEARCH,
  });
  const search = useWatch({ control, name: 'search' });
  const { locations } = useLocations(true);
  const selectedCity = useSelectedCity();
  const selectCity = useSetAtom(selectCityAtom);
  const matches = filterLocations(locations, search);

  // The dialog moved focus in before this chunk arrived: the search field takes it now.
  useEffect(() => setFocus('search'), [setFocus]);

  return (
    <>
      {/* Enter in the search field filters, as typing does; there is nothing to send. */}
      <StyledSearchForm onSubmit={(event) => void handleSubmit(() => undefined)(event)} noValidate>
        <FormField
          label="Search your city"
          type="search"
          placeholder="Enter your City"
          autoComplete="address-level2"
          data-autofocus
          {...register('search')}
        />
      </StyledSearchForm>
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

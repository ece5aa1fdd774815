// The hero's short sell form (spec §2): Owner or Dealer (default Owner), then state, city
// and locality as dependent dropdowns; Next opens the wizard once all three are chosen.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, SELLER_TYPES, STATE_NAMES, citiesOfState, localitiesOfCity, type SellerType } from '@carmarket/shared';
import { withCity, withState, type SellerLocation } from '../model/sell-form';
import { validateLocation } from '../model/validation';
import { SelectField } from './form-field';
import {
  StyledActions,
  StyledCard,
  StyledCardTitle,
  StyledFieldGrid,
  StyledFullRow,
  StyledRadioGroup,
  StyledRadioOption,
  StyledRadioRow,
} from './sell-flow.styles';

export interface SellerLocationFormProps {
  value: SellerLocation;
  onChange: (value: SellerLocation) => void;
  onNext: () => void;
  /** Focus the title on mount (Back from the wizard). */
  focusOnMount?: boolean;
}

export function SellerLocationForm({ value, onChange, onNext, focusOnMount = false }: SellerLocationFormProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) titleRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);
  const [attempted, setAttempted] = useState(false);
  const radioName = useId();
  const errors = attempted ? validateLocation(value) : {};
  const cities = citiesOfState(value.state).map((c) => c.name);
  const localities = localitiesOfCity(value.state, value.city);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validateLocation(value);
    if (Object.keys(found).length === 0) {
      onNext();
      return;
    }
    const firstInvalid = (['state', 'city', 'locality'] as const).find((field) => found[field]);
    if (firstInvalid) document.getElementById(`sell-location-${firstInvalid}`)?.focus();
  };

  return (
    <StyledCard aria-labelledby="sell-location-title">
      <StyledCardTitle id="sell-location-title" ref={titleRef} tabIndex={-1}>
        Get the best price for your car
      </StyledCardTitle>
      <form noValidate onSubmit={onSubmit}>
        <StyledFieldGrid>
          <StyledFullRow>
            <StyledRadioGroup>
              <legend>You are</legend>
              <StyledRadioRow>
                {SELLER_TYPES.map((type: SellerType) => (
                  <StyledRadioOption key={type}>
                    <input
                      type="radio"
                      name={radioName}
                      value={type}
                      checked={value.sellerType === type}
                      onChange={() => onChange({ ...value, sellerType: type })}
                    />
                    {type}
                  </StyledRadioOption>
                ))}
              </StyledRadioRow>
            </StyledRadioGroup>
          </StyledFullRow>
          <StyledFullRow>
            <SelectField
              id="sell-location-state"
              label="State"
              placeholder="Select state"
              options={STATE_NAMES}
              value={value.state}
              error={errors.state}
              onChange={(event) => onChange(withState(value, event.target.value))}
            />
          </StyledFullRow>
          <SelectField
            id="sell-location-city"
            label="City"
            placeholder={value.state ? 'Select city' : 'Select a state first'}
            options={cities}
            value={value.city}
            disabled={!value.state}
            error={errors.city}
            onChange={(event) => onChange(withCity(value, event.target.value))}
          />
          <SelectField
            id="sell-location-locality"
            label="Locality"
            placeholder={value.city ? 'Select locality' : 'Select a city first'}
            options={localities}
            value={value.locality}
            disabled={!value.city}
            error={errors.locality}
            onChange={(event) => onChange({ ...value, locality: event.target.value })}
          />
        </StyledFieldGrid>
        <StyledActions style={{ marginTop: 24 }}>
          <Button type="submit" $block>
            Next
          </Button>
        </StyledActions>
      </form>
    </StyledCard>
  );
}

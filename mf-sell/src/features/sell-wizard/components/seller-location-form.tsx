// The hero's short sell form (spec §2): Owner or Dealer (default Owner), then state, city
// and locality as dependent dropdowns; Next opens the wizard once all three are chosen.
import { useEffect, useRef } from 'react';
import { Button, SELLER_TYPES, type SellerType } from '@carmarket/shared';
import { citiesOfState, localitiesOfCity, STATE_NAMES } from '@carmarket/shared/domain';
import { registerWithRule, useFormChanges, useWatch, useZodForm } from '@carmarket/shared/forms';
import { withCity, withState, type SellerLocation } from '../model/sell-form';
import { sellerLocationSchema } from '../model/validation';
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
import { selectFieldsOf } from './select-field';

export interface SellerLocationFormProps {
  /** The values the form starts with (the draft); the form owns them from then on. */
  value: SellerLocation;
  /** Every change, for the session draft. */
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
  const form = useZodForm<SellerLocation>(sellerLocationSchema, { defaultValues: value });
  const { register, handleSubmit, control } = form;
  const [state, city] = useWatch({ control, name: ['state', 'city'] });
  const cities = citiesOfState(state).map((c) => c.name);
  const localities = localitiesOfCity(state, city);
  const selectField = selectFieldsOf(form);

  // Every change goes upwards for the session draft.
  useFormChanges(form, (values) => onChange(values));

  return (
    <StyledCard aria-labelledby="sell-location-title">
      <StyledCardTitle id="sell-location-title" ref={titleRef} tabIndex={-1}>
        Get the best price for your car
      </StyledCardTitle>
      <form noValidate onSubmit={handleSubmit(() => onNext())}>
        <StyledFieldGrid>
          <StyledFullRow>
            <StyledRadioGroup>
              <legend>You are</legend>
              <StyledRadioRow>
                {SELLER_TYPES.map((type: SellerType) => (
                  <StyledRadioOption key={type}>
                    <input type="radio" value={type} {...register('sellerType')} />
                    {type}
                  </StyledRadioOption>
                ))}
              </StyledRadioRow>
            </StyledRadioGroup>
          </StyledFullRow>
          <StyledFullRow>
            {selectField('state', 'State', 'Select state', STATE_NAMES, {
              id: 'sell-location-state',
              registration: registerWithRule(form, 'state', withState),
            })}
          </StyledFullRow>
          {selectField('city', 'City', state ? 'Select city' : 'Select a state first', cities, {
            id: 'sell-location-city',
            disabled: !state,
            registration: registerWithRule(form, 'city', withCity),
          })}
          {selectField('locality', 'Locality', city ? 'Select locality' : 'Select a city first', localities, {
            id: 'sell-location-locality',
            disabled: !city,
          })}
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

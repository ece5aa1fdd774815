// The three wizard steps (spec §2/§4) on react-hook-form. Every field is text while typed;
// Next validates the current step only and moves on; step 3's Next hands the values up so
// the upload dialog opens. Values are reported upwards on every change for the draft.
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  Button,
  VisuallyHidden,
  BRAND_NAMES,
  FUEL_TYPES,
  OWNERSHIPS,
  TRANSMISSIONS,
  WIZARD_BODY_TYPES,
  formatLakhs,
} from '@carmarket/shared';
import { modelsOfBrand, variantsOfModel } from '@carmarket/shared/domain';
import { FormField, registerWithRule, useFormChanges, useWatch, useZodForm } from '@carmarket/shared/forms';
import {
  WIZARD_STEP_COUNT,
  WIZARD_STEP_FIELDS,
  WIZARD_STEP_TITLES,
  digitsOnly,
  formatPriceText,
  parsePriceText,
  withBrand,
  withModel,
  yearOptions,
  type CarDetailsForm,
  type WizardStep,
} from '../model/sell-form';
import { carDetailsSchema } from '../model/validation';
import {
  StyledActions,
  StyledCard,
  StyledCardTitle,
  StyledFieldGrid,
  StyledStepCount,
  StyledStepper,
  StyledStepperItem,
} from './sell-flow.styles';
import { selectFieldsOf } from './select-field';

export interface CarDetailsWizardProps {
  mode: 'new' | 'edit';
  initialValues: CarDetailsForm;
  initialStep: WizardStep;
  /** Every change, for the session draft. */
  onChange: (values: CarDetailsForm, step: WizardStep) => void;
  /** Back on step 1 of a new listing returns to the hero form; absent when editing. */
  onBackFromFirstStep?: () => void;
  /** Next on step 3: all steps are valid. */
  onComplete: (values: CarDetailsForm) => void;
  currentYear?: number;
  /** Focus the step heading on mount (the hero form's Next just opened the wizard). */
  focusOnMount?: boolean;
}

export function CarDetailsWizard({
  mode,
  initialValues,
  initialStep,
  onChange,
  onBackFromFirstStep,
  onComplete,
  currentYear = new Date().getFullYear(),
  focusOnMount = false,
}: CarDetailsWizardProps) {
  const [step, setStep] = useState<WizardStep>(initialStep);
  const schema = useMemo(() => carDetailsSchema(currentYear), [currentYear]);
  const form = useZodForm<CarDetailsForm>(schema, {
    defaultValues: initialValues,
    // Validate a field as it changes, so a corrected field loses its message at once (no layout jump under the pointer).
    mode: 'onChange',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { register, control, trigger, getValues, formState } = form;
  const { errors } = formState;
  const [brand, model, carPrice] = useWatch({ control, name: ['brand', 'model', 'carPrice'] });
  const years = useMemo(() => yearOptions(currentYear), [currentYear]);
  const modelNames = useMemo(() => modelsOfBrand(brand).map((m) => m.name), [brand]);
  const variants = variantsOfModel(brand, model);
  const price = parsePriceText(carPrice);

  // Report every change (and the step) upwards for the session draft.
  const stepRef = useRef(step);
  stepRef.current = step;
  useFormChanges(form, (values) => onChange(values, stepRef.current));

  // Move focus to the step's heading when the step changes (on first render only when asked).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    const isFirst = firstRender.current;
    firstRender.current = false;
    if (!isFirst || focusOnMount) headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- focusOnMount only matters on mount
  }, [step]);

  const goTo = (next: WizardStep) => {
    setStep(next);
    onChange(getValues(), next);
  };

  const onNext = async () => {
    const valid = await trigger([...WIZARD_STEP_FIELDS[step]], { shouldFocus: true });
    if (!valid) return;
    if (step < WIZARD_STEP_COUNT) goTo((step + 1) as WizardStep);
    else onComplete(getValues());
  };

  const onBack = () => {
    if (step > 1) goTo((step - 1) as WizardStep);
    else onBackFromFirstStep?.();
  };

  const priceField = register('carPrice');

  const reformat =
    (field: { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown }, format: (raw: string) => string) =>
    (event: ChangeEvent<HTMLInputElement>) => {
      event.target.value = format(event.target.value);
      return field.onChange(event);
    };

  const showBack = step > 1 || (mode === 'new' && onBackFromFirstStep !== undefined);
  /** A text field that keeps only digits, at most `maxDigits` of them (km driven, seats). */
  const digitsField = (name: 'kmDriven' | 'seats', label: string, maxDigits: number, placeholder: string) => {
    const field = register(name);
    return (
      <FormField
        label={label}
        inputMode="numeric"
        autoComplete="off"
        maxLength={maxDigits}
        placeholder={placeholder}
        error={errors[name]?.message}
        {...field}
        onChange={reformat(field, (raw) => digitsOnly(raw, maxDigits))}
      />
    );
  };
  const selectField = selectFieldsOf(form);

  return (
    <StyledCard aria-labelledby="sell-wizard-title">
      <StyledStepCount aria-live="polite">
        Step {step} of {WIZARD_STEP_COUNT}
      </StyledStepCount>
      <StyledStepper aria-label="Progress">
        {([1, 2, 3] as const).map((n) => (
          <StyledStepperItem
            key={n}
            $state={n < step ? 'done' : n === step ? 'current' : 'todo'}
            aria-current={n === step ? 'step' : undefined}
          >
            <VisuallyHidden>{WIZARD_STEP_TITLES[n]}</VisuallyHidden>
          </StyledStepperItem>
        ))}
      </StyledStepper>
      <StyledCardTitle id="sell-wizard-title" ref={headingRef} tabIndex={-1}>
        {WIZARD_STEP_TITLES[step]}
      </StyledCardTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onNext();
        }}
      >
        {step === 1 && (
          <StyledFieldGrid>
            {selectField('brand', 'Brand', 'Select brand', BRAND_NAMES, { registration: registerWithRule(form, 'brand', withBrand) })}
            {selectField('model', 'Model', brand ? 'Select model' : 'Select a brand first', modelNames, {
              disabled: !brand,
              registration: registerWithRule(form, 'model', withModel),
            })}
            {selectField('variant', 'Variant', model ? 'Select variant' : 'Select a model first', variants, { disabled: !model })}
            {selectField('manufacturingYear', 'Manufacturing year', 'Select year', years)}
          </StyledFieldGrid>
        )}
        {step === 2 && (
          <StyledFieldGrid>
            {selectField('fuelType', 'Fuel type', 'Select fuel type', FUEL_TYPES)}
            {selectField('transmission', 'Transmission', 'Select transmission', TRANSMISSIONS)}
            {digitsField('kmDriven', 'Km driven', 6, 'e.g. 45000')}
            {selectField('registrationYear', 'Registration year', 'Select year', years)}
          </StyledFieldGrid>
        )}
        {step === 3 && (
          <StyledFieldGrid>
            {digitsField('seats', 'Seats', 2, 'e.g. 5')}
            {selectField('ownership', 'Ownership', 'Select ownership', OWNERSHIPS)}
            {selectField('bodyType', 'Body type', 'Select body type', WIZARD_BODY_TYPES)}
            <FormField
              label="Price"
              prefix="₹"
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 5,50,000"
              error={errors.carPrice?.message}
              suffix={price ? formatLakhs(price) : ''}
              {...priceField}
              onChange={reformat(priceField, formatPriceText)}
            />
          </StyledFieldGrid>
        )}
        <StyledActions style={{ marginTop: 24 }}>
          {showBack && (
            <Button type="button" $variant="secondary" onClick={onBack}>
              Back
            </Button>
          )}
          <Button type="submit">Next</Button>
        </StyledActions>
      </form>
    </StyledCard>
  );
}

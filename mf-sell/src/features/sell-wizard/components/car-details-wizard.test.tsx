import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@carmarket/shared/testing';
import { EMPTY_CAR_DETAILS } from '../model/sell-form';
import { SELL_MESSAGES } from '../model/validation';
import { fillCarBasics } from '../testing/fill-wizard';
import { SWIFT_DETAILS } from '../testing/swift-listing';
import { CarDetailsWizard, type CarDetailsWizardProps } from './car-details-wizard';

function renderWizard(props: Partial<CarDetailsWizardProps> = {}) {
  const handlers = { onChange: vi.fn(), onComplete: vi.fn(), onBackFromFirstStep: vi.fn() };
  renderWithProviders(
    <CarDetailsWizard mode="new" initialValues={EMPTY_CAR_DETAILS} initialStep={1} currentYear={2025} {...handlers} {...props} />,
  );
  return handlers;
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

const fillStep1 = () => fillCarBasics(SWIFT_DETAILS);

describe('CarDetailsWizard', () => {
  it('refuses Next with a message at each empty field', async () => {
    renderWizard();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await next();
    const brand = screen.getByLabelText('Brand');
    expect(brand).toHaveAttribute('aria-invalid', 'true');
    expect(brand).toHaveAccessibleDescription(SELL_MESSAGES.brand);
    expect(screen.getByLabelText('Manufacturing year')).toHaveAccessibleDescription(SELL_MESSAGES.manufacturingYear);
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(brand).toHaveFocus();
  });

  it('keeps what was chosen after a refused Next and focuses the first field in error', async () => {
    renderWizard();
    await userEvent.selectOptions(screen.getByLabelText('Brand'), 'Maruti Suzuki');
    await userEvent.selectOptions(screen.getByLabelText('Manufacturing year'), '2019');
    await next();
    expect(screen.getByLabelText('Model')).toHaveFocus();
    expect(screen.getByLabelText('Model')).toHaveAccessibleDescription(SELL_MESSAGES.model);
    expect(screen.getByLabelText('Brand')).toHaveValue('Maruti Suzuki');
    expect(screen.getByLabelText('Manufacturing year')).toHaveValue('2019');
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('clears model and variant when the brand changes, and the variant when the model changes', async () => {
    renderWizard();
    await fillStep1();
    await userEvent.selectOptions(screen.getByLabelText('Model'), 'Baleno');
    expect(screen.getByLabelText('Variant')).toHaveValue('');
    await userEvent.selectOptions(screen.getByLabelText('Variant'), 'Zeta');
    await userEvent.selectOptions(screen.getByLabelText('Brand'), 'Hyundai');
    expect(screen.getByLabelText('Model')).toHaveValue('');
    expect(screen.getByLabelText('Variant')).toHaveValue('');
    expect(screen.getByLabelText('Variant')).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Creta' })).toBeInTheDocument();
  });

  it('walks the three steps with Next and Back and hands the values over on step 3', async () => {
    const { onComplete, onBackFromFirstStep } = renderWizard();
    await fillStep1();
    await next();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Fuel type'), 'Petrol');
    await userEvent.selectOptions(screen.getByLabelText('Transmission'), 'Manual');
    await userEvent.type(screen.getByLabelText('Km driven'), '45,000 km');
    expect(screen.getByLabelText('Km driven')).toHaveValue('45000');
    await userEvent.selectOptions(screen.getByLabelText('Registration year'), '2018');
    await next();
    expect(screen.getByLabelText('Registration year')).toHaveAccessibleDescription(SELL_MESSAGES.registrationBeforeManufacture);
    await userEvent.selectOptions(screen.getByLabelText('Registration year'), '2020');
    await next();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Km driven')).toHaveValue('45000');
    await next();

    await userEvent.type(screen.getByLabelText('Seats'), 'five5');
    expect(screen.getByLabelText('Seats')).toHaveValue('5');
    await userEvent.selectOptions(screen.getByLabelText('Ownership'), '1st');
    await userEvent.selectOptions(screen.getByLabelText('Body type'), 'Hatchback');
    await userEvent.type(screen.getByLabelText('Price'), '550000');
    expect(screen.getByLabelText('Price')).toHaveValue('5,50,000');
    expect(screen.getByText('5.5 Lakhs')).toBeInTheDocument();
    await next();
    expect(onComplete).toHaveBeenCalledWith(SWIFT_DETAILS);

    for (let i = 0; i < 2; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBackFromFirstStep).toHaveBeenCalled();
  });

  it('has no Back on step 1 when editing and starts pre-filled', async () => {
    renderWizard({
      mode: 'edit',
      onBackFromFirstStep: undefined,
      initialValues: { ...EMPTY_CAR_DETAILS, brand: 'Hyundai', model: 'Creta', variant: 'SX', manufacturingYear: '2019' },
    });
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Model')).toHaveValue('Creta');
    expect(screen.getByLabelText('Variant')).toHaveValue('SX');
    await next();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('reports changes for the draft', async () => {
    const { onChange } = renderWizard();
    await userEvent.selectOptions(screen.getByLabelText('Brand'), 'Tata');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ brand: 'Tata', model: '' }), 1);
  });
});

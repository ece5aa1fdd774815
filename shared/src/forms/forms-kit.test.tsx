import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../platform/app-providers';
import { createQueryClient } from '../data/query-client';
import { renderWithProviders } from '../testing';
import { FormField } from './form-field';
import { formSchema } from './form-schema';
import { useZodForm } from './use-zod-form';

type Values = { name: string; city: string; note: string };
const schema = formSchema<Values>(['name', 'city', 'note'], (values) => ({
  name: values.name.trim().length < 2 ? 'Please enter a valid full name' : undefined,
  city: values.city ? undefined : 'Please select your city',
}));

function DemoForm({ onValid }: { onValid: (values: Values) => void }) {
  const { register, handleSubmit, formState } = useZodForm(schema, { defaultValues: { name: '', city: '', note: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormField label="Full name" error={formState.errors.name?.message} {...register('name')} />
      <FormField
        control="select"
        label="City"
        placeholder="Select city"
        options={['Pune', 'Delhi']}
        error={formState.errors.city?.message}
        {...register('city')}
      />
      <FormField control="textarea" label="Note" {...register('note')} />
      <FormField label="Price" prefix="₹" suffix="5 Lakhs" hint="In rupees" />
      <button type="submit">Save</button>
    </form>
  );
}

describe('forms kit', () => {
  it('labels every control and wires the error to it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DemoForm onValid={vi.fn()} />);
    const name = screen.getByLabelText('Full name');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAttribute('aria-describedby');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter a valid full name');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Please select your city');
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('In rupees 5 Lakhs');
  });

  it('moves focus to the first invalid field on a failed submit and keeps what was typed', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DemoForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Full name'), 'Asha');
    await user.type(screen.getByLabelText('Note'), 'Call after 6');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Note')).toHaveValue('Call after 6');

    await user.selectOptions(screen.getByLabelText('City'), 'Pune');
    expect(screen.getByLabelText('City')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Asha', city: 'Pune', note: 'Call after 6' }, expect.anything());
  });

  it('keeps what was typed into the server-rendered fields before hydration, and submits it', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    const serverProviders = ({ children }: { children: ReactNode }) => (
      <AppProviders store={createStore()} queryClient={createQueryClient()}>
        <MemoryRouter>{children}</MemoryRouter>
      </AppProviders>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(serverProviders({ children: <DemoForm onValid={onValid} /> }));
    // A fast user, before React has hydrated the server's markup.
    container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Asha';
    container.querySelector<HTMLSelectElement>('select[name="city"]')!.value = 'Pune';

    renderWithProviders(<DemoForm onValid={onValid} />, { container, hydrate: true });
    expect(screen.getByLabelText('Full name')).toHaveValue('Asha');
    expect(screen.getByLabelText('City')).toHaveValue('Pune');
    expect(screen.getByLabelText('Note')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Asha', city: 'Pune', note: '' }, expect.anything());
  });
});

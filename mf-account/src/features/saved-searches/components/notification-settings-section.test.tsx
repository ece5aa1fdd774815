import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { NOTIFICATION_MESSAGES } from '@carmarket/shared/api-contracts';
import { FakeApiError, fakeApi } from '../../../testing/fake-api';
import { makeNotificationSettings, makeSavedSearch } from '../../../testing/factories';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { hourOfDayText } from './notification-settings-section';
import { SavedSearchesScreen } from './saved-searches-screen';

const SETTINGS = 'api/v1/notifications/settings';

function renderScreen() {
  fakeApi.on('get', 'api/v1/saved-searches', { savedSearches: [makeSavedSearch({ name: 'Family diesel' })] });
  const view = renderSignedIn(
    <Routes>
      <Route path="/settings/saved-searches" element={<SavedSearchesScreen />} />
      <Route path="/settings/profile" element={<p>Profile page</p>} />
    </Routes>,
    { route: '/settings/saved-searches' },
  );
  return { ...view, events: userEvent.setup() };
}

const section = () => screen.findByRole('region', { name: 'How we tell you' });
const channels = async () => within(await section()).findByRole('group', { name: 'Also send my alerts by' });

/** Answers PUT with the settings after the change, as the API does. */
function answerChanges(start = makeNotificationSettings()) {
  let current = start;
  fakeApi.on('get', SETTINGS, () => current);
  fakeApi.on('put', SETTINGS, ({ body }) => {
    const change = body as { sms?: boolean; email?: boolean };
    current = {
      sms: { ...current.sms, enabled: change.sms ?? current.sms.enabled },
      email: { ...current.email, enabled: change.email ?? current.email.enabled },
    };
    return current;
  });
}

const puts = () => fakeApi.calls.filter((call) => call.method === 'put' && call.path === SETTINGS).map((call) => call.body);

describe('How we tell you (the alert channels under the saved searches)', () => {
  it('says in-app alerts are always on, offers each channel with where it goes, and when daily alerts arrive', async () => {
    fakeApi.on('get', SETTINGS, makeNotificationSettings({ email: { enabled: false } }));
    renderScreen();
    const region = await section();
    expect(region).toHaveTextContent('In-app alerts are always on');
    const group = await channels();
    const sms = within(group).getByRole('checkbox', { name: 'SMS to +91******3210' });
    const email = within(group).getByRole('checkbox', { name: 'E-mail to asha@example.com' });
    expect(sms).toBeChecked();
    expect(sms).toBeEnabled();
    expect(email).not.toBeChecked();
    expect(email).toBeEnabled();
    expect(region).toHaveTextContent('one message a day at 9 am (India time)');
    // Under the list of searches.
    const list = screen.getByRole('list', { name: 'Saved searches' });
    expect(list.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('saves a channel as soon as it is ticked or unticked', async () => {
    answerChanges(makeNotificationSettings({ email: { enabled: false } }));
    const { events } = renderScreen();
    const group = await channels();
    const sms = within(group).getByRole('checkbox', { name: 'SMS to +91******3210' });
    const email = within(group).getByRole('checkbox', { name: 'E-mail to asha@example.com' });
    await events.click(sms);
    expect(sms).not.toBeChecked();
    await events.click(email);
    expect(email).toBeChecked();
    await waitFor(() => expect(puts()).toEqual([{ sms: false }, { email: true }]));
    expect(sms).not.toBeChecked();
    expect(email).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the change at once, and puts it back with the API’s message when the save fails', async () => {
    fakeApi.on('get', SETTINGS, makeNotificationSettings());
    let refuse: (error: Error) => void = () => undefined;
    fakeApi.on(
      'put',
      SETTINGS,
      () =>
        new Promise((_resolve, reject) => {
          refuse = reject;
        }),
    );
    const { events } = renderScreen();
    const sms = within(await channels()).getByRole('checkbox', { name: 'SMS to +91******3210' });
    await events.click(sms);
    expect(sms).not.toBeChecked();
    await waitFor(() => expect(puts()).toEqual([{ sms: false }]));
    refuse(new FakeApiError('Alert settings are being updated. Please try again in a minute.', 503));
    expect(await within(await section()).findByRole('alert')).toHaveTextContent(
      'Alert settings are being updated. Please try again in a minute.',
    );
    expect(sms).toBeChecked();
  });

  it('says so without the API’s words when no answer came', async () => {
    fakeApi.on('get', SETTINGS, makeNotificationSettings());
    fakeApi.fail('put', SETTINGS, '', 0);
    const { events } = renderScreen();
    const email = within(await channels()).getByRole('checkbox', { name: 'E-mail to asha@example.com' });
    await events.click(email);
    expect(await within(await section()).findByRole('alert')).toHaveTextContent('Could not change your E-mail alerts. Please try again.');
    expect(email).toBeChecked();
  });

  it('keeps a channel the API cannot send on yet off and disabled, and says why', async () => {
    fakeApi.on('get', SETTINGS, makeNotificationSettings({ sms: { available: false } }));
    renderScreen();
    const sms = within(await channels()).getByRole('checkbox', { name: 'SMS to +91******3210' });
    expect(sms).toBeDisabled();
    expect(sms).not.toBeChecked();
    expect(sms).toHaveAccessibleDescription(NOTIFICATION_MESSAGES.unavailable('sms'));
    expect(within(await channels()).getByRole('checkbox', { name: 'E-mail to asha@example.com' })).toBeEnabled();
  });

  it('asks for an e-mail address on the profile before e-mail alerts can be turned on', async () => {
    fakeApi.on('get', SETTINGS, makeNotificationSettings({ email: { to: null } }));
    const { events } = renderScreen();
    const group = await channels();
    const email = within(group).getByRole('checkbox', { name: 'E-mail' });
    expect(email).toBeDisabled();
    expect(email).not.toBeChecked();
    expect(email).toHaveAccessibleDescription(`${NOTIFICATION_MESSAGES.noEmail}. Add an e-mail address`);
    await events.click(within(group).getByRole('link', { name: 'Add an e-mail address' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it('shows the server’s message and Retry when the channels cannot be read', async () => {
    fakeApi.fail('get', SETTINGS, 'Service unavailable', 503);
    const { events } = renderScreen();
    const region = await section();
    expect(await within(region).findByRole('alert')).toHaveTextContent('Service unavailable');
    fakeApi.on('get', SETTINGS, makeNotificationSettings());
    await events.click(within(region).getByRole('button', { name: 'Retry loading how we send your alerts' }));
    expect(await within(region).findByRole('checkbox', { name: 'SMS to +91******3210' })).toBeChecked();
  });
});

describe('hourOfDayText', () => {
  it('says the hour on a 12-hour clock', () => {
    expect(hourOfDayText(9)).toBe('9 am');
    expect(hourOfDayText(0)).toBe('12 am');
    expect(hourOfDayText(12)).toBe('12 pm');
    expect(hourOfDayText(18)).toBe('6 pm');
  });
});

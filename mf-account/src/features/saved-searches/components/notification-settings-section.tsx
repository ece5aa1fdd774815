// "How we tell you", under the saved searches (issue 28): alerts always show under the bell; the
// user chooses whether they also go out by SMS (to their masked mobile number) and by e-mail (to
// their profile's address). A click saves at once; a refused save puts the box back and says why.
// A channel the API cannot send on yet, or e-mail without an address, cannot be turned on.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, ErrorText, VisuallyHidden } from '@carmarket/shared';
import type { NotificationChannel, NotificationChannelSetting } from '@carmarket/shared/api-contracts';
import {
  DAILY_DIGEST_HOUR_IST,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGES,
} from '@carmarket/shared/api-contracts';
import { errorMessage } from '../../../lib/error-message';
import { NOTIFICATION_SETTINGS_FETCH_FAILED, useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';
import {
  StyledChannel,
  StyledChannelNote,
  StyledChannels,
  StyledHelp,
  StyledNotificationSection,
} from './notification-settings-section.styles';

/** 9 -> '9 am', 18 -> '6 pm'. */
export function hourOfDayText(hour: number): string {
  return `${hour % 12 || 12} ${hour < 12 ? 'am' : 'pm'}`;
}

/** Why a channel cannot be turned on, or null: the API cannot send on it yet, or e-mail has no address. */
function channelBlocker(channel: NotificationChannel, setting: NotificationChannelSetting): 'unavailable' | 'no-email' | null {
  if (!setting.available) return 'unavailable';
  if (channel === 'email' && setting.to === null) return 'no-email';
  return null;
}

interface ChannelChoiceProps {
  channel: NotificationChannel;
  setting: NotificationChannelSetting;
  onChange: (enabled: boolean) => void;
}

function ChannelChoice({ channel, setting, onChange }: ChannelChoiceProps) {
  const id = useId();
  const blocker = channelBlocker(channel, setting);
  const name = NOTIFICATION_CHANNEL_LABELS[channel];
  return (
    <StyledChannel>
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          // A channel that cannot send shows off, whatever the stored choice: nothing goes out on it.
          checked={blocker === null && setting.enabled}
          disabled={blocker !== null}
          aria-describedby={blocker ? `${id}-note` : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{setting.to ? `${name} to ${setting.to}` : name}</span>
      </label>
      {blocker === 'unavailable' && <StyledChannelNote id={`${id}-note`}>{NOTIFICATION_MESSAGES.unavailable(channel)}</StyledChannelNote>}
      {blocker === 'no-email' && (
        <StyledChannelNote id={`${id}-note`}>
          {NOTIFICATION_MESSAGES.noEmail}. <Link to="/settings/profile">Add an e-mail address</Link>
        </StyledChannelNote>
      )}
    </StyledChannel>
  );
}

export function NotificationSettingsSection({ userId }: { userId: string | undefined }) {
  const titleId = `${useId()}-title`;
  const settings = useNotificationSettings(userId);
  const update = useUpdateNotificationSettings(userId);
  const [saveError, setSaveError] = useState<string | null>(null);

  const change = (channel: NotificationChannel, enabled: boolean) => {
    setSaveError(null);
    // mutateAsync: each change's own failure is reported, not only the last one's.
    update
      .mutateAsync({ [channel]: enabled })
      .catch((error: unknown) =>
        setSaveError(errorMessage(error, `Could not change your ${NOTIFICATION_CHANNEL_LABELS[channel]} alerts. Please try again.`)),
      );
  };

  let content;
  if (settings.data) {
    const data = settings.data;
    content = (
      <>
        <StyledChannels>
          <legend>Also send my alerts by</legend>
          {NOTIFICATION_CHANNELS.map((channel) => (
            <ChannelChoice key={channel} channel={channel} setting={data[channel]} onChange={(enabled) => change(channel, enabled)} />
          ))}
        </StyledChannels>
        <StyledHelp>
          Instant alerts are sent as they happen. Daily alerts arrive together, as one message a day at{' '}
          {hourOfDayText(DAILY_DIGEST_HOUR_IST)} (India time).
        </StyledHelp>
      </>
    );
  } else if (settings.error) {
    content = (
      <div>
        <ErrorText role="alert">{errorMessage(settings.error, NOTIFICATION_SETTINGS_FETCH_FAILED)}</ErrorText>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => void settings.refetch()} disabled={settings.isFetching}>
          Retry<VisuallyHidden> loading how we send your alerts</VisuallyHidden>
        </Button>
      </div>
    );
  } else {
    content = <StyledHelp>Loading how we send your alerts…</StyledHelp>;
  }

  return (
    <StyledNotificationSection as="section" aria-labelledby={titleId}>
      <h2 id={titleId}>How we tell you</h2>
      <p>In-app alerts are always on: every alert shows under the bell at the top of the page.</p>
      {content}
      {saveError && <ErrorText role="alert">{saveError}</ErrorText>}
    </StyledNotificationSection>
  );
}

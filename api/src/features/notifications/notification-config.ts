// The notification channels' settings from the environment. A channel is configured by both of its
// variables (e-mail: SMTP_URL and ALERTS_EMAIL_FROM; SMS: SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN) or by
// neither; one without the other is refused everywhere (like S3), and production also refuses a
// configured channel without SITE_URL (its links would point at localhost). A channel configured by
// neither has the dev outbox outside production and is unavailable in production.
import { isHttpUrl } from '@carmarket/object-storage';
import { appByDir, SHELL_DIR } from '../../../../scripts/apps.mjs';
import type { SmsGatewaySettings } from './sms-gateway-sender';
import type { SmtpSettings } from './smtp-email-sender';

/** Outside production, links in messages point at the local shell. */
export const DEFAULT_SITE_URL = `http://localhost:${appByDir(SHELL_DIR).port}`;

export interface NotificationConfig {
  /** The shell's public origin, without a trailing slash: car pages, saved searches, unsubscribe links. */
  siteUrl: string;
  smtp: SmtpSettings | null;
  smsGateway: SmsGatewaySettings | null;
}

const isSmtpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/** The settings, and every problem (one sentence each): half-configured channels anywhere, SITE_URL in production. */
export function notificationConfigFromEnv(env: NodeJS.ProcessEnv): { config: NotificationConfig; problems: string[] } {
  const read = (name: string) => env[name]?.trim() ?? '';
  const problems: string[] = [];
  const pair = (first: string, second: string, what: string) => {
    const [a, b] = [read(first), read(second)];
    if ((a === '') !== (b === '')) {
      const [set, unset] = a === '' ? [second, first] : [first, second];
      problems.push(`${unset} is not set, but ${set} is: set both for ${what}, or neither`);
    }
    return a !== '' && b !== '';
  };
  const email = pair('SMTP_URL', 'ALERTS_EMAIL_FROM', 'e-mail alerts');
  if (read('SMTP_URL') !== '' && !isSmtpUrl(read('SMTP_URL'))) problems.push('SMTP_URL is not an smtp:// or smtps:// URL');
  const sms = pair('SMS_GATEWAY_URL', 'SMS_GATEWAY_TOKEN', 'SMS alerts');
  if (read('SMS_GATEWAY_URL') !== '' && !isHttpUrl(read('SMS_GATEWAY_URL'))) {
    problems.push(`SMS_GATEWAY_URL is not an http(s) URL: ${read('SMS_GATEWAY_URL')}`);
  }
  const siteUrl = read('SITE_URL');
  if (siteUrl !== '' && !isHttpUrl(siteUrl)) problems.push(`SITE_URL is not an http(s) URL: ${siteUrl}`);
  if (env.NODE_ENV === 'production' && siteUrl === '' && (read('SMTP_URL') || read('SMS_GATEWAY_URL'))) {
    problems.push('SITE_URL is not set (the public origin of the web app, e.g. https://carmarket.example: alert messages link to it)');
  }
  const valid = problems.length === 0;
  return {
    config: {
      siteUrl: (siteUrl || DEFAULT_SITE_URL).replace(/\/+$/, ''),
      smtp: valid && email ? { url: read('SMTP_URL'), from: read('ALERTS_EMAIL_FROM') } : null,
      smsGateway: valid && sms ? { url: read('SMS_GATEWAY_URL'), token: read('SMS_GATEWAY_TOKEN') } : null,
    },
    problems,
  };
}

// Real SMS: a generic HTTPS gateway (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN). Each message is one POST of
// JSON { to: '+91XXXXXXXXXX', text, idempotencyKey } with `Authorization: Bearer <token>`; the
// delivery id is the idempotency key (also sent as the Idempotency-Key header), so a gateway that
// honours it sends a delivery retried after a stop once. Any answer but 2xx is a failure.
import type { NotificationSender } from './notification-sender';

export interface SmsGatewaySettings {
  url: string;
  token: string;
}

const GATEWAY_TIMEOUT_MS = 15_000;

export function createSmsGatewaySender(settings: SmsGatewaySettings, fetchImpl: typeof fetch = fetch): NotificationSender {
  return {
    async send(message) {
      if (message.channel !== 'sms') throw new Error(`The SMS gateway sends SMS, not ${message.channel}`);
      const response = await fetchImpl(settings.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
          'idempotency-key': message.deliveryId,
        },
        body: JSON.stringify({ to: `+91${message.to}`, text: message.text, idempotencyKey: message.deliveryId }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      if (!response.ok) {
        const body = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`SMS gateway answered ${response.status}${body ? `: ${body}` : ''}`);
      }
      // Read (and drop) the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
    },
  };
}

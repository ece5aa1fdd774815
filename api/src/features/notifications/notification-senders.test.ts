// The real senders on the wire: e-mail through SMTP to a local smtp-server (what arrived: envelope,
// headers with the one-click unsubscribe, the text), and SMS through the HTTPS gateway's JSON POST to
// a local server (body, bearer token, idempotency key; a non-2xx answer is a failure naming the status).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationMessage } from './notification-sender';
import { createSmsGatewaySender } from './sms-gateway-sender';
import { createSmtpEmailSender } from './smtp-email-sender';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

const message = (changes: Partial<NotificationMessage> = {}): NotificationMessage => ({
  deliveryId: '42',
  channel: 'email',
  to: 'rahul@example.in',
  subject: 'New match for "SUVs": 2022 Tesla Model 3 LR',
  text: 'New match for "SUVs": 2022 Tesla Model 3 LR, ₹45 Lakhs, 12,000 km, Pune.\nStop e-mail alerts: https://carmarket.example/alerts/unsubscribe?token=abc.def',
  unsubscribeUrl: 'https://carmarket.example/alerts/unsubscribe?token=abc.def',
  kind: 'instant',
  alertCount: 1,
  ...changes,
});

/** Quoted-printable body text back to a string. */
const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's RFC 2047 Q-encoded words ('=?UTF-8?Q?New_match?= =?UTF-8?Q?...?=') back to text. */
const decodeEncodedWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_m, text: string) => decodeQuotedPrintable(text.replace(/_/g, ' ')));

describe('SMTP e-mail sender', () => {
  it('delivers the message with List-Unsubscribe and one-click headers, signed in with the URL credentials', async () => {
    const received: { from: string; to: string[]; raw: string; user: string | undefined }[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, callback) {
        if (auth.username === 'alerts' && auth.password === 's3cret') callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const port = (server.server.address() as AddressInfo).port;

    const sender = createSmtpEmailSender({
      url: `smtp://alerts:s3cret@127.0.0.1:${port}`,
      from: 'CarMarket Alerts <alerts@carmarket.example>',
    });
    closers.push(async () => sender.close());
    await sender.send(message());

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ from: 'alerts@carmarket.example', to: ['rahul@example.in'], user: 'alerts' });
    const split = mail!.raw.indexOf('\r\n\r\n');
    const headers = mail!.raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
    const body = mail!.raw.slice(split + 4);
    expect(headers).toContain('List-Unsubscribe: <https://carmarket.example/alerts/unsubscribe?token=abc.def>');
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(decodeEncodedWords(/^Subject: (.*)$/m.exec(headers)?.[1] ?? '')).toBe('New match for "SUVs": 2022 Tesla Model 3 LR');
    expect(headers).toContain('Message-ID: <alert-delivery-42@carmarket.example>');
    expect(headers).toMatch(/^From: CarMarket Alerts <alerts@carmarket\.example>$/m);
    expect(headers).toMatch(/^To: rahul@example\.in$/m);
    const text = /Content-Transfer-Encoding: quoted-printable/i.test(headers) ? decodeQuotedPrintable(body) : body;
    expect(text.replace(/\r\n/g, '\n').trim()).toBe(message().text);
  });

  it('fails when the server refuses the credentials', async () => {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth: (_auth, _session, callback) => callback(new Error('Invalid username or password')),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    const port = (server.server.address() as AddressInfo).port;
    const sender = createSmtpEmailSender({ url: `smtp://alerts:wrong@127.0.0.1:${port}`, from: 'alerts@carmarket.example' });
    closers.push(async () => sender.close());
    await expect(sender.send(message())).rejects.toThrow(/Invalid username or password/);
  });
});

describe('SMS gateway sender', () => {
  async function gateway(status: number) {
    const requests: { method: string; url: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        requests.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(status < 300 ? '{"id":"msg-1"}' : '{"error":"quota exceeded"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => server.close(() => resolve())));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`, requests };
  }

  it('POSTs { to: +91…, text, idempotencyKey } with the bearer token', async () => {
    const { url, requests } = await gateway(202);
    const sender = createSmsGatewaySender({ url, token: 'tok-123' });
    await sender.send(message({ channel: 'sms', to: '9876543210', subject: null, deliveryId: '7' }));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/v1/messages',
      body: { to: '+919876543210', text: message().text, idempotencyKey: '7' },
    });
    expect(requests[0]!.headers.authorization).toBe('Bearer tok-123');
    expect(requests[0]!.headers['content-type']).toBe('application/json');
    expect(requests[0]!.headers['idempotency-key']).toBe('7');
  });

  it('a non-2xx answer is a failure that names the status', async () => {
    const { url, requests } = await gateway(429);
    const sender = createSmsGatewaySender({ url, token: 'tok-123' });
    await expect(sender.send(message({ channel: 'sms', to: '9876543210' }))).rejects.toThrow(
      'SMS gateway answered 429: {"error":"quota exceeded"}',
    );
    expect(requests).toHaveLength(1);
    // An e-mail is never sent through it.
    await expect(sender.send(message())).rejects.toThrow(/sends SMS, not email/);
    expect(requests).toHaveLength(1);
  });
});

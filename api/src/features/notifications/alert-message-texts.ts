// The words of alert messages: one alert (instant) or a day's alerts (digest), for SMS (short: the
// line, the car link, the unsubscribe link) and e-mail (a subject, the search's name, the saved
// searches page and the unsubscribe link). Prices in the app's Lakhs and Cr, km with Indian grouping.
import { DIGEST_ALERTS_LISTED, NOTIFICATION_CHANNEL_LABELS, type NotificationChannel } from '@carmarket/shared/api-contracts';
import { formatCompact, formatIndianNumber, formatLakhs, formatPriceChange } from '@carmarket/shared/domain';
import { carHeadline, carPath } from '@carmarket/shared/seo';

/** One alert with what its message tells: the car, the prices and the search. */
export interface AlertForMessage {
  kind: 'saved-search' | 'price-drop';
  searchName: string | null;
  oldPrice: number | null;
  newPrice: number;
  car: {
    id: string;
    carName: string;
    brand: string;
    model: string;
    variant: string;
    manufacturingYear: number | null;
    kmDriven: number;
    city: string;
  };
}

export interface MessageLinks {
  /** The site's origin, without a trailing slash. */
  siteUrl: string;
  unsubscribeUrl: string;
}

export interface MessageText {
  subject: string | null;
  text: string;
}

const ONE_CRORE = 10_000_000;

/** A car's price: '₹9.5 Lakhs', '₹1.2 Cr'. */
export const formatCarPrice = (rupees: number) => (rupees >= ONE_CRORE ? `₹${formatCompact(rupees)}` : `₹${formatLakhs(rupees)}`);

export const carUrl = (siteUrl: string, carId: string) => `${siteUrl}${carPath(carId)}`;
export const savedSearchesUrl = (siteUrl: string) => `${siteUrl}/settings/saved-searches`;

/** What happened: 'New match for "SUVs in Pune"', 'Price dropped by ₹50,000'. */
function headline(alert: AlertForMessage): string {
  const search = alert.searchName === null ? '' : ` for "${alert.searchName}"`;
  const drop = alert.oldPrice !== null && alert.oldPrice > alert.newPrice ? alert.oldPrice - alert.newPrice : null;
  if (drop !== null) return `Price dropped by ${formatPriceChange(drop)}${search}`;
  if (alert.kind === 'saved-search' && alert.oldPrice === null) return `New match${search}`;
  return `Price changed${search}`;
}

/** '2021 Hyundai Creta SX, ₹9.5 Lakhs, 32,000 km, Pune' ('now ₹...' after a price change). */
function carFacts(alert: AlertForMessage): string {
  const { car } = alert;
  const name = carHeadline({ name: car.carName, year: car.manufacturingYear, brand: car.brand, model: car.model, variant: car.variant });
  const price = `${alert.oldPrice === null ? '' : 'now '}${formatCarPrice(alert.newPrice)}`;
  return [name, price, `${formatIndianNumber(car.kmDriven)} km`, car.city].filter(Boolean).join(', ');
}

/** One alert as one line: 'New match for "SUVs": 2021 Hyundai Creta SX, ₹9.5 Lakhs, 32,000 km, Pune'. */
export const alertLine = (alert: AlertForMessage) => `${headline(alert)}: ${carFacts(alert)}`;

const stopLine = (channel: NotificationChannel, links: MessageLinks) =>
  `Stop ${channel === 'sms' ? NOTIFICATION_CHANNEL_LABELS.sms : 'e-mail'} alerts: ${links.unsubscribeUrl}`;

export function instantMessageText(channel: NotificationChannel, alert: AlertForMessage, links: MessageLinks): MessageText {
  const link = carUrl(links.siteUrl, alert.car.id);
  if (channel === 'sms') return { subject: null, text: `CarMarket: ${alertLine(alert)}. ${link}\n${stopLine(channel, links)}` };
  const name = carHeadline({
    name: alert.car.carName,
    year: alert.car.manufacturingYear,
    brand: alert.car.brand,
    model: alert.car.model,
    variant: alert.car.variant,
  });
  const why =
    alert.searchName === null
      ? 'You get this because you saved this car.'
      : `You get this because of your saved search "${alert.searchName}".`;
  return {
    subject: `${headline(alert)}: ${name}`,
    text: [
      `${alertLine(alert)}.`,
      '',
      `See the car: ${link}`,
      '',
      `${why} Change your alerts: ${savedSearchesUrl(links.siteUrl)}`,
      stopLine(channel, links),
    ].join('\n'),
  };
}

/** A day's alerts (oldest first): the first DIGEST_ALERTS_LISTED listed, the rest counted. */
export function digestMessageText(channel: NotificationChannel, alerts: readonly AlertForMessage[], links: MessageLinks): MessageText {
  const listed = alerts.slice(0, DIGEST_ALERTS_LISTED);
  const more = alerts.length - listed.length;
  const count = `${alerts.length} new alert${alerts.length === 1 ? '' : 's'}`;
  const lines = listed.map((alert, i) => `${i + 1}. ${alertLine(alert)} ${carUrl(links.siteUrl, alert.car.id)}`);
  const moreLine =
    more > 0 ? `and ${more} more: ${savedSearchesUrl(links.siteUrl)}` : `Your saved searches: ${savedSearchesUrl(links.siteUrl)}`;
  const text = [
    channel === 'sms' ? `CarMarket: your daily alerts, ${count}` : `Your daily CarMarket alerts: ${count}.`,
    '',
    ...lines,
    '',
    moreLine,
    stopLine(channel, links),
  ];
  return { subject: channel === 'email' ? `Your daily CarMarket alerts: ${count}` : null, text: text.join('\n') };
}

// The car's schema.org JSON-LD as an inline script, escaped so no value of the car can end it.
import { absoluteUrl } from '@carmarket/shared';
import { carJsonLd, carPath, jsonLdText, type SeoCar } from '@carmarket/shared/seo';

export function CarJsonLd({ car }: { car: SeoCar }) {
  const json = jsonLdText(carJsonLd(car, absoluteUrl(carPath(car.id))));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

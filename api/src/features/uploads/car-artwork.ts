// Generated seed pictures: a car silhouette per body type on a coloured gradient, drawn as SVG and
// rendered by sharp, so seeding needs no network and no binary fixtures.

const SILHOUETTES: Record<string, string> = {
  Hatchback: 'M150 330 L200 250 L330 210 L560 205 L700 250 L760 330 Z',
  Sedan: 'M110 330 L180 270 L330 215 L560 215 L680 265 L800 290 L800 330 Z',
  SUV: 'M130 335 L150 230 L260 190 L640 190 L720 250 L780 265 L780 335 Z',
  MUV: 'M120 335 L140 220 L250 185 L680 185 L760 250 L790 270 L790 335 Z',
  Coupe: 'M110 330 L230 265 L380 220 L540 225 L700 280 L800 300 L800 330 Z',
  Convertible: 'M110 330 L190 280 L350 270 L420 235 L460 275 L700 275 L800 300 L800 330 Z',
  Crossover: 'M130 335 L160 240 L290 200 L620 200 L720 255 L785 275 L785 335 Z',
};

export const ARTWORK_COLOURS = [
  ['#1e3a8a', '#60a5fa'],
  ['#7f1d1d', '#f87171'],
  ['#14532d', '#4ade80'],
  ['#78350f', '#fbbf24'],
] as const;

export function carArtworkSvg(bodyType: string, colourIndex: number, label: string): string {
  const [dark, light] = ARTWORK_COLOURS[colourIndex % ARTWORK_COLOURS.length]!;
  const body = SILHOUETTES[bodyType] ?? SILHOUETTES.Sedan!;
  const safeLabel = label.replace(/[^A-Za-z0-9 ]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="853" viewBox="0 0 900 600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="900" height="600" fill="url(#g)"/>
  <rect y="380" width="900" height="220" fill="#000" opacity="0.18"/>
  <path d="${body}" fill="#f8fafc" stroke="#0f172a" stroke-width="6" stroke-linejoin="round"/>
  <circle cx="270" cy="335" r="52" fill="#0f172a"/><circle cx="270" cy="335" r="22" fill="#94a3b8"/>
  <circle cx="650" cy="335" r="52" fill="#0f172a"/><circle cx="650" cy="335" r="22" fill="#94a3b8"/>
  <text x="450" y="520" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#fff">${safeLabel}</text>
</svg>`;
}

// Generates the shell's home images (hero slides, city tiles) from SVG with sharp, so the
// repo holds small, license-free artwork. Run from the repo root:
//   node shell/public/images/generate-images.mjs
// sharp is resolved from the api package, which already depends on it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../../api/package.json'));
const sharp = require('sharp');

const carSilhouette = (x, y, scale, fill) => `
  <g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}">
    <path d="M20 120 Q22 92 60 86 L150 78 Q190 40 250 36 L370 36 Q420 38 460 78 L540 88 Q580 96 584 122 L586 142 Q586 152 574 152 L20 152 Q8 152 10 140 Z"/>
    <path d="M175 80 Q205 50 250 48 L300 48 L300 80 Z M315 48 L370 48 Q405 50 432 80 L315 80 Z" fill="rgba(255,255,255,0.35)"/>
    <circle cx="130" cy="152" r="38" fill="#11151c"/><circle cx="130" cy="152" r="18" fill="#8a94a3"/>
    <circle cx="470" cy="152" r="38" fill="#11151c"/><circle cx="470" cy="152" r="18" fill="#8a94a3"/>
  </g>`;

function heroSvg({ width, height, sky, ground, sun, car, road }) {
  const horizon = Math.round(height * 0.62);
  const scale = (width / 1600) * 1.15;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.14}" fill="${sun}" opacity="0.85"/>
  <path d="M0 ${horizon} L${width * 0.18} ${horizon - height * 0.16} L${width * 0.32} ${horizon - height * 0.05} L${width * 0.5} ${horizon - height * 0.2} L${width * 0.7} ${horizon - height * 0.06} L${width * 0.86} ${horizon - height * 0.14} L${width} ${horizon - height * 0.04} L${width} ${horizon} Z" fill="${ground[0]}" opacity="0.55"/>
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#ground)"/>
  <path d="M${width * 0.44} ${horizon} L${width * 0.56} ${horizon} L${width} ${height} L0 ${height} Z" fill="${road}"/>
  <path d="M${width * 0.5 - 3} ${horizon + 10} L${width * 0.5 + 3} ${horizon + 10} L${width * 0.5 + 14} ${height} L${width * 0.5 - 14} ${height} Z" fill="#f5d76e" opacity="0.8" stroke-dasharray="30 30"/>
  ${carSilhouette(width * 0.58, horizon - 40 * scale, scale, car)}
</svg>`;
}

const HEROES = [
  { name: 'hero-1', sky: ['#0b3d75', '#f7a35c'], ground: ['#3b4a3f', '#1d2520'], sun: '#ffd27a', car: '#d8322a', road: '#2b2f36' },
  { name: 'hero-2', sky: ['#4aa3df', '#cfe9f7'], ground: ['#5b8c4a', '#2f4f27'], sun: '#fff4c2', car: '#1f5fae', road: '#3a3f47' },
  { name: 'hero-3', sky: ['#1a1033', '#7a3f8f'], ground: ['#2a2238', '#120d1c'], sun: '#f2c4ff', car: '#f2f2f2', road: '#24212c' },
];

function citySvg(seed, hue) {
  const width = 400;
  const height = 260;
  let rnd = seed;
  const next = () => (rnd = (rnd * 9301 + 49297) % 233280) / 233280;
  let buildings = '';
  for (let x = 0; x < width; ) {
    const w = 26 + Math.round(next() * 40);
    const h = 60 + Math.round(next() * 120);
    buildings += `<rect x="${x}" y="${height - 40 - h}" width="${w - 4}" height="${h}" fill="hsl(${hue} 35% ${18 + Math.round(next() * 14)}%)"/>`;
    for (let wy = height - 40 - h + 10; wy < height - 50; wy += 16) {
      if (next() > 0.55) buildings += `<rect x="${x + 6}" y="${wy}" width="6" height="8" fill="#ffe9a8" opacity="0.8"/>`;
    }
    x += w;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 80% 80%)"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#s)"/>
  <circle cx="${80 + next() * 240}" cy="70" r="28" fill="#fff6d5" opacity="0.8"/>
  ${buildings}
  <rect y="${height - 40}" width="${width}" height="40" fill="hsl(${hue} 15% 22%)"/>
  ${carSilhouette(140, height - 78, 0.2, '#ffffff')}
</svg>`;
}

const CITIES = ['chandigarh', 'ahmedabad', 'pune', 'hyderabad', 'kanpur', 'indore', 'lucknow', 'delhi', 'bhopal', 'jaipur', 'default-city'];

async function main() {
  for (const hero of HEROES) {
    for (const width of [800, 1600]) {
      const height = Math.round(width * 0.42);
      const file = path.join(here, `${hero.name}-${width}.webp`);
      await sharp(Buffer.from(heroSvg({ ...hero, width, height })))
        .webp({ quality: 70 })
        .toFile(file);
    }
  }
  for (const [index, city] of CITIES.entries()) {
    const hue = city === 'default-city' ? 210 : (index * 36) % 360;
    await sharp(Buffer.from(citySvg(index + 7, hue)))
      .webp({ quality: 70 })
      .toFile(path.join(here, `${city}.webp`));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

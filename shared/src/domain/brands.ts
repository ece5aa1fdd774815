// The brands' catalogue (spec §9): the sell wizard's 10 brands and the three luxury ones with their
// models and variants, Indian market. bodyType, seats and newPrice (ex-showroom rupees, approximate)
// let the API seed realistic cars. Read through '@carmarket/shared/domain', bundled where a model or
// variant is needed; the names alone are in brand-names.ts, which the singleton exports.
import type { LuxuryBrandName, WizardBrandName } from './brand-names';

export interface CarModelSpec {
  name: string;
  variants: readonly string[];
  bodyType: string;
  seats: number;
  newPrice: number;
  fuels: readonly string[];
}

export interface CarBrandSpec<Name extends string = string> {
  name: Name;
  models: readonly CarModelSpec[];
}

const m = (
  name: string,
  bodyType: string,
  seats: number,
  newPrice: number,
  fuels: readonly string[],
  variants: readonly string[],
): CarModelSpec => ({ name, bodyType, seats, newPrice, fuels, variants });

export const CAR_BRANDS: readonly CarBrandSpec<WizardBrandName>[] = [
  {
    name: 'Maruti Suzuki',
    models: [
      m('Swift', 'Hatchback', 5, 700000, ['Petrol', 'CNG'], ['LXi', 'VXi', 'ZXi', 'ZXi Plus']),
      m('Baleno', 'Hatchback', 5, 800000, ['Petrol', 'CNG'], ['Sigma', 'Delta', 'Zeta', 'Alpha']),
      m('Dzire', 'Sedan', 5, 780000, ['Petrol', 'CNG'], ['LXi', 'VXi', 'ZXi', 'ZXi Plus']),
      m('Brezza', 'SUV', 5, 1100000, ['Petrol', 'CNG'], ['LXi', 'VXi', 'ZXi', 'ZXi Plus']),
      m('Ertiga', 'MUV', 7, 1050000, ['Petrol', 'CNG'], ['LXi', 'VXi', 'ZXi', 'ZXi Plus']),
      m('Wagon R', 'Hatchback', 5, 600000, ['Petrol', 'CNG'], ['LXi', 'VXi', 'ZXi']),
    ],
  },
  {
    name: 'Hyundai',
    models: [
      m('i20', 'Hatchback', 5, 900000, ['Petrol', 'Diesel'], ['Magna', 'Sportz', 'Asta', 'Asta (O)']),
      m('Creta', 'SUV', 5, 1500000, ['Petrol', 'Diesel'], ['E', 'EX', 'S', 'SX', 'SX (O)']),
      m('Venue', 'SUV', 5, 1050000, ['Petrol', 'Diesel'], ['E', 'S', 'SX', 'SX (O)']),
      m('Verna', 'Sedan', 5, 1350000, ['Petrol', 'Diesel'], ['EX', 'S', 'SX', 'SX (O)']),
      m('Grand i10 Nios', 'Hatchback', 5, 650000, ['Petrol', 'CNG'], ['Era', 'Magna', 'Sportz', 'Asta']),
    ],
  },
  {
    name: 'Tata',
    models: [
      m('Nexon', 'SUV', 5, 1100000, ['Petrol', 'Diesel', 'Electric'], ['Smart', 'Pure', 'Creative', 'Fearless']),
      m('Punch', 'SUV', 5, 750000, ['Petrol', 'CNG', 'Electric'], ['Pure', 'Adventure', 'Accomplished', 'Creative']),
      m('Harrier', 'SUV', 5, 2000000, ['Diesel'], ['Smart', 'Pure', 'Adventure', 'Fearless']),
      m('Tiago', 'Hatchback', 5, 600000, ['Petrol', 'CNG', 'Electric'], ['XE', 'XM', 'XT', 'XZ Plus']),
      m('Altroz', 'Hatchback', 5, 800000, ['Petrol', 'Diesel', 'CNG'], ['XE', 'XM', 'XT', 'XZ']),
    ],
  },
  {
    name: 'Mahindra',
    models: [
      m('XUV700', 'SUV', 7, 2000000, ['Petrol', 'Diesel'], ['MX', 'AX3', 'AX5', 'AX7']),
      m('Scorpio-N', 'SUV', 7, 1800000, ['Petrol', 'Diesel'], ['Z2', 'Z4', 'Z6', 'Z8']),
      m('Thar', 'SUV', 4, 1500000, ['Petrol', 'Diesel'], ['AX', 'LX']),
      m('Bolero', 'MUV', 7, 1000000, ['Diesel'], ['B4', 'B6', 'B6 (O)']),
      m('XUV300', 'SUV', 5, 1100000, ['Petrol', 'Diesel'], ['W4', 'W6', 'W8', 'W8 (O)']),
    ],
  },
  {
    name: 'Honda',
    models: [
      m('City', 'Sedan', 5, 1400000, ['Petrol', 'Hybrid'], ['SV', 'V', 'VX', 'ZX']),
      m('Amaze', 'Sedan', 5, 800000, ['Petrol', 'Diesel'], ['E', 'S', 'VX']),
      m('Elevate', 'SUV', 5, 1400000, ['Petrol'], ['SV', 'V', 'VX', 'ZX']),
      m('Jazz', 'Hatchback', 5, 850000, ['Petrol'], ['V', 'VX', 'ZX']),
    ],
  },
  {
    name: 'Toyota',
    models: [
      m('Innova Crysta', 'MUV', 7, 2200000, ['Diesel'], ['GX', 'VX', 'ZX']),
      m('Fortuner', 'SUV', 7, 4000000, ['Petrol', 'Diesel'], ['4x2', '4x4', 'Legender']),
      m('Glanza', 'Hatchback', 5, 800000, ['Petrol', 'CNG'], ['E', 'S', 'G', 'V']),
      m('Urban Cruiser Hyryder', 'Crossover', 5, 1500000, ['Petrol', 'Hybrid', 'CNG'], ['E', 'S', 'G', 'V']),
    ],
  },
  {
    name: 'Kia',
    models: [
      m('Seltos', 'SUV', 5, 1500000, ['Petrol', 'Diesel'], ['HTE', 'HTK', 'HTX', 'GTX Plus']),
      m('Sonet', 'SUV', 5, 1000000, ['Petrol', 'Diesel'], ['HTE', 'HTK', 'HTX', 'GTX Plus']),
      m('Carens', 'MUV', 7, 1400000, ['Petrol', 'Diesel'], ['Premium', 'Prestige', 'Luxury']),
      m('Carnival', 'MUV', 7, 3500000, ['Diesel'], ['Prestige', 'Limousine']),
    ],
  },
  {
    name: 'Renault',
    models: [
      m('Kwid', 'Hatchback', 5, 500000, ['Petrol'], ['RXE', 'RXL', 'RXT', 'Climber']),
      m('Kiger', 'SUV', 5, 800000, ['Petrol'], ['RXE', 'RXL', 'RXT', 'RXZ']),
      m('Triber', 'MUV', 7, 750000, ['Petrol'], ['RXE', 'RXL', 'RXT', 'RXZ']),
    ],
  },
  {
    name: 'Volkswagen',
    models: [
      m('Polo', 'Hatchback', 5, 750000, ['Petrol', 'Diesel'], ['Trendline', 'Comfortline', 'Highline']),
      m('Vento', 'Sedan', 5, 1100000, ['Petrol', 'Diesel'], ['Trendline', 'Comfortline', 'Highline']),
      m('Taigun', 'SUV', 5, 1500000, ['Petrol'], ['Comfortline', 'Highline', 'Topline', 'GT']),
      m('Virtus', 'Sedan', 5, 1500000, ['Petrol'], ['Comfortline', 'Highline', 'Topline', 'GT']),
      m('GTI', 'Coupe', 4, 3500000, ['Petrol'], ['Performance']),
    ],
  },
  {
    name: 'Skoda',
    models: [
      m('Rapid', 'Sedan', 5, 1000000, ['Petrol', 'Diesel'], ['Active', 'Ambition', 'Style']),
      m('Slavia', 'Sedan', 5, 1500000, ['Petrol'], ['Active', 'Ambition', 'Style']),
      m('Kushaq', 'SUV', 5, 1500000, ['Petrol'], ['Active', 'Ambition', 'Style']),
      m('Octavia', 'Sedan', 5, 2800000, ['Petrol', 'Diesel'], ['Style', 'L&K']),
      m('Superb Cabrio', 'Convertible', 4, 4500000, ['Petrol'], ['Laurin & Klement']),
    ],
  },
];

/**
 * The home page's 13 Popular Brands are the wizard's ten plus these three (spec §2/§9). They are
 * not offered by the sell wizard, but cars of theirs are listed (the seed adds a few), so the
 * listing's brand + model rule must know their models too. Ex-showroom prices in rupees, approximate.
 */
export const LUXURY_BRANDS: readonly CarBrandSpec<LuxuryBrandName>[] = [
  {
    name: 'Range Rover',
    models: [
      m('Evoque', 'SUV', 5, 6_900_000, ['Petrol', 'Diesel'], ['S', 'SE', 'R-Dynamic SE']),
      m('Velar', 'SUV', 5, 8_700_000, ['Petrol', 'Diesel'], ['S', 'R-Dynamic S', 'Dynamic HSE']),
      m('Sport', 'SUV', 5, 14_000_000, ['Petrol', 'Diesel'], ['SE', 'HSE Dynamic', 'Autobiography']),
      m('Vogue', 'SUV', 5, 24_000_000, ['Petrol', 'Diesel'], ['HSE', 'Autobiography LWB', 'SV']),
    ],
  },
  {
    name: 'Ferrari',
    models: [
      m('Roma', 'Coupe', 4, 38_000_000, ['Petrol'], ['V8 Coupe']),
      m('Portofino', 'Convertible', 4, 35_000_000, ['Petrol'], ['M', 'V8']),
      m('F8 Tributo', 'Coupe', 2, 40_000_000, ['Petrol'], ['V8 Coupe']),
      m('296 GTB', 'Coupe', 2, 54_000_000, ['Petrol'], ['Plug-in V6', 'Assetto Fiorano']),
    ],
  },
  {
    name: 'Lamborghini',
    models: [
      m('Urus', 'SUV', 5, 42_000_000, ['Petrol'], ['Pearl Capsule', 'S', 'Performante']),
      m('Huracan', 'Coupe', 2, 32_000_000, ['Petrol'], ['EVO RWD', 'EVO AWD', 'Tecnica', 'STO']),
      m('Huracan Spyder', 'Convertible', 2, 36_000_000, ['Petrol'], ['EVO Spyder', 'EVO RWD Spyder']),
    ],
  },
];

/** Every brand whose models the listing knows: the wizard's ten and the luxury three. */
export const LISTED_BRANDS: readonly CarBrandSpec[] = [...CAR_BRANDS, ...LUXURY_BRANDS];

export function modelsOfBrand(brand: string): readonly CarModelSpec[] {
  return CAR_BRANDS.find((b) => b.name === brand)?.models ?? [];
}

export function variantsOfModel(brand: string, model: string): readonly string[] {
  return modelsOfBrand(brand).find((x) => x.name === model)?.variants ?? [];
}

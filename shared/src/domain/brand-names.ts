// The brands' names alone (spec §2/§9), apart from their models and variants (brands.ts): the
// home page, the footer's landing links and the filters need only the names, and this module is in
// the federated singleton every page loads, while the catalogue is bundled only where a model or
// variant is read (the sell wizard, the listing filters, the API).

const WIZARD_BRAND_NAMES = [
  'Maruti Suzuki',
  'Hyundai',
  'Tata',
  'Mahindra',
  'Honda',
  'Toyota',
  'Kia',
  'Renault',
  'Volkswagen',
  'Skoda',
] as const;

const LUXURY_BRAND_NAMES = ['Range Rover', 'Ferrari', 'Lamborghini'] as const;

/** One of the sell wizard's ten brands. */
export type WizardBrandName = (typeof WIZARD_BRAND_NAMES)[number];
/** One of the three brands listed and shown on the home page that the wizard does not offer. */
export type LuxuryBrandName = (typeof LUXURY_BRAND_NAMES)[number];

/** The sell wizard's ten brands, in its order. */
export const BRAND_NAMES: readonly string[] = WIZARD_BRAND_NAMES;

/** Every brand whose cars are listed: the wizard's ten, then the three luxury brands (the home page's 13 tiles). */
export const LISTED_BRAND_NAMES: readonly string[] = [...WIZARD_BRAND_NAMES, ...LUXURY_BRAND_NAMES];

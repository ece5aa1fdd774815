// The brand + model rule of spec §5, which the API's SQL listing reads. It needs the brands'
// catalogue (which models each brand has), so it lives apart from listing-rules.ts, which the
// federated singleton exports: only '@carmarket/shared/domain' exports it, bundled where used.
import { LISTED_BRANDS } from '../domain/brands';

/**
 * The brand and model filters read together, per brand: a selected brand with no selected model
 * passes all its cars, a brand with selected models only those models ("all Hyundai" + "Tata
 * Nexon"). A model's brand comes from the catalogue (the wizard's and the luxury brands), and a selected model adds its brand even if
 * the brand is not selected. A model of no catalogue brand matches that model of any brand.
 */
export interface BrandModelRule {
  /** Brands whose every model passes. */
  allModels: string[];
  /** Brands restricted to their selected models. */
  byBrand: Map<string, string[]>;
  /** Selected models outside the catalogue. */
  anyBrand: string[];
}

const BRANDS_OF_MODEL = new Map<string, string[]>();
for (const brand of LISTED_BRANDS) {
  for (const model of brand.models) BRANDS_OF_MODEL.set(model.name, [...(BRANDS_OF_MODEL.get(model.name) ?? []), brand.name]);
}

/** null when neither brand nor model filters. */
export function brandModelRule(brands: readonly string[], models: readonly string[]): BrandModelRule | null {
  if (brands.length === 0 && models.length === 0) return null;
  const byBrand = new Map<string, string[]>();
  const anyBrand: string[] = [];
  for (const model of models) {
    const owners = BRANDS_OF_MODEL.get(model);
    if (!owners) anyBrand.push(model);
    for (const owner of owners ?? []) byBrand.set(owner, [...(byBrand.get(owner) ?? []), model]);
  }
  return { allModels: brands.filter((b) => !byBrand.has(b)), byBrand, anyBrand };
}

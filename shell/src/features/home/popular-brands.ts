// The 13 brand tiles of spec §2/§9: the sell wizard's ten brands plus the three luxury names
// the spec counts separately (Range Rover, Ferrari, Lamborghini).
import { LISTED_BRAND_NAMES } from '@carmarket/shared';

export const POPULAR_BRANDS: readonly string[] = LISTED_BRAND_NAMES;

/** Slides per view of spec §9 for the brand carousel. */
export const BRAND_SLIDES_PER_VIEW = { base: 4, sm: 6, lg: 8, xl: 10 } as const;

/** 'Maruti Suzuki' -> 'MS', 'Kia' -> 'KI': the monogram on a brand tile. */
export function brandMonogram(brand: string): string {
  const words = brand.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}

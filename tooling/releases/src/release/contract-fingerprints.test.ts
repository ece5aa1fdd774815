import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTRACTS_FILE, readContractFingerprints } from './contract-fingerprints';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const scratch: string[] = [];
afterAll(() => Promise.all(scratch.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A checkout whose contracts file is `text` (inside shared/, so `react` types resolve from shared/node_modules). */
async function checkoutWith(text: string) {
  const dir = await mkdtemp(path.join(repoRoot, 'shared', '.contracts-test-'));
  scratch.push(dir);
  await mkdir(path.join(dir, path.dirname(CONTRACTS_FILE)), { recursive: true });
  await writeFile(path.join(dir, CONTRACTS_FILE), text);
  return dir;
}

const contracts = (carouselProps: string) => `
import type { ComponentType } from 'react';
export type Variant = 'featured' | 'recent';
export interface CarCarouselProps { ${carouselProps} }
export interface RemoteContracts {
  mf_browse: { BuyCarPage: ComponentType; CarCarousel: ComponentType<CarCarouselProps> };
  mf_auth: { AuthModals: ComponentType<{ open: boolean; onClose: () => void }> };
}
`;

describe('contract fingerprints', () => {
  it('reads every exposed module of the repository contracts', () => {
    const fingerprints = readContractFingerprints(repoRoot);
    expect(Object.keys(fingerprints).sort()).toEqual(['mf_account', 'mf_auth', 'mf_browse', 'mf_sell']);
    expect(Object.keys(fingerprints.mf_browse!).sort()).toEqual([
      'BuyCarPage',
      'CarCarousel',
      'CarDetailPage',
      'ComparePage',
      'SellerDetailsPage',
      'TopDealersPage',
    ]);
    expect(fingerprints.mf_browse!.CarCarousel!.props).toBe(
      '{ carId?: string | undefined; subtitle?: string | undefined; title: string; variant: "featured" | "recent" | "recently-viewed" | "similar"; viewAllHref?: string | undefined; }',
    );
    expect(fingerprints.mf_auth!.AuthModals!.props).toContain('onClose: () => void;');
    expect(fingerprints.mf_browse!.BuyCarPage!.props).toBe('{ landingSlug?: string | undefined; }');
    expect(fingerprints.mf_browse!.CarCarousel!.fingerprint).toMatch(/^[0-9a-f]{16}$/);
  });

  it('ignores comments, order and names, and changes with the shape of the props', async () => {
    const base = readContractFingerprints(await checkoutWith(contracts('variant: Variant; title: string; subtitle?: string;')));
    const reordered = readContractFingerprints(
      await checkoutWith(contracts('/** shown above */ title: string;\n subtitle?: string; variant: "recent" | "featured";')),
    );
    const optionalMadeRequired = readContractFingerprints(
      await checkoutWith(contracts('variant: Variant; title: string; subtitle: string;')),
    );
    const propAdded = readContractFingerprints(
      await checkoutWith(contracts('variant: Variant; title: string; subtitle?: string; carId: string;')),
    );

    const carousel = (fingerprints: typeof base) => fingerprints.mf_browse!.CarCarousel!.fingerprint;
    expect(carousel(reordered)).toBe(carousel(base));
    expect(carousel(optionalMadeRequired)).not.toBe(carousel(base));
    expect(carousel(propAdded)).not.toBe(carousel(base));
    // Other modules keep their fingerprints.
    expect(propAdded.mf_auth!.AuthModals).toEqual(base.mf_auth!.AuthModals);
  });
});

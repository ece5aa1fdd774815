import {
  clearSellDraft,
  emptyDraft,
  readEditDraft,
  readSellDraft,
  SELL_DRAFT_KEY,
  sellDraftKey,
  writeSellDraft,
  type SellDraft,
} from './sell-draft';

function editDraft(carId: string, baseUpdatedAt: string | null, brand = 'Kia'): SellDraft {
  const base = emptyDraft(carId);
  return { ...base, baseUpdatedAt, phase: 'wizard', step: 2, details: { ...base.details, brand } };
}

beforeEach(() => sessionStorage.clear());

describe('sell drafts', () => {
  it("keys a new listing's draft as 'sell.draft' and each edit as 'sell.draft:<carId>'", () => {
    expect(sellDraftKey(null)).toBe(SELL_DRAFT_KEY);
    expect(sellDraftKey('car-7')).toBe('sell.draft:car-7');
  });

  it('keeps the new draft and every edit draft apart', () => {
    const fresh = { ...emptyDraft(null), phase: 'wizard' as const, details: { ...emptyDraft().details, brand: 'Tata' } };
    writeSellDraft(fresh);
    writeSellDraft(editDraft('car-1', '2025-01-01T00:00:00.000Z', 'Hyundai'));
    writeSellDraft(editDraft('car-2', '2025-01-01T00:00:00.000Z', 'Honda'));
    expect(readSellDraft(null)?.details.brand).toBe('Tata');
    expect(readSellDraft('car-1')?.details.brand).toBe('Hyundai');
    expect(readSellDraft('car-2')?.details.brand).toBe('Honda');

    clearSellDraft('car-1');
    expect(readSellDraft('car-1')).toBeNull();
    expect(readSellDraft(null)?.details.brand).toBe('Tata');
    clearSellDraft(null);
    expect(readSellDraft(null)).toBeNull();
    expect(readSellDraft('car-2')?.details.brand).toBe('Honda');
  });

  it('ignores a draft stored under a key that names another car, and unreadable JSON', () => {
    sessionStorage.setItem('sell.draft:car-1', JSON.stringify(editDraft('car-9', null)));
    expect(readSellDraft('car-1')).toBeNull();
    sessionStorage.setItem(SELL_DRAFT_KEY, '{not json');
    expect(readSellDraft(null)).toBeNull();
  });

  it("restores an edit draft started from the car's current version", () => {
    writeSellDraft(editDraft('car-1', '2025-03-01T10:00:00.000Z'));
    const draft = readEditDraft({ id: 'car-1', updatedAt: '2025-03-01T10:00:00.000Z' });
    expect(draft).toMatchObject({ editCarId: 'car-1', step: 2, details: { brand: 'Kia' } });
  });

  it('drops an edit draft older than the car (saved since), or one without its base version', () => {
    writeSellDraft(editDraft('car-1', '2025-03-01T10:00:00.000Z'));
    expect(readEditDraft({ id: 'car-1', updatedAt: '2025-03-02T08:00:00.000Z' })).toBeNull();
    expect(sessionStorage.getItem('sell.draft:car-1')).toBeNull();

    writeSellDraft(editDraft('car-2', null));
    expect(readEditDraft({ id: 'car-2', updatedAt: '2025-03-02T08:00:00.000Z' })).toBeNull();
    expect(sessionStorage.getItem('sell.draft:car-2')).toBeNull();
  });
});

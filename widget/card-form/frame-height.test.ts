import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT } from '../vault-frame/protocol';
import { SEPARATE_EXPIRY_LAYOUT } from './options';
import { frameHeight } from './frame-height';

const STORE = { label: 'Save', checked: false, style: {} };

describe('the card frame height the host sets before the frame tells it', () => {
  it('counts the rows as frame.css draws them: a long field alone, short fields side by side', () => {
    // Holder, number, expiry + CVV: 4 + 3 × 68 + 2 × 12 + 4.
    expect(frameHeight({ layout: DEFAULT_LAYOUT, storeInstrument: null })).toBe(236);
    // Month, year and CVV share one row.
    expect(frameHeight({ layout: SEPARATE_EXPIRY_LAYOUT, storeInstrument: null })).toBe(236);
    // A short field between two long ones has its own row.
    expect(frameHeight({ layout: ['CVV', 'CARD_NUMBER', 'EXPIRATION_DATE'], storeInstrument: null })).toBe(236);
    expect(frameHeight({ layout: ['CARD_NUMBER', 'EXPIRATION_DATE', 'CVV'], storeInstrument: null })).toBe(156);
  });

  it('adds the store checkbox row', () => {
    expect(frameHeight({ layout: DEFAULT_LAYOUT, storeInstrument: STORE })).toBe(236 + 12 + 44);
  });
});

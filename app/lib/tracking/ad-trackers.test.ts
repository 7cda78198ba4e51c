import { describe, expect, it } from 'vitest';
import { adPixelId } from './ad-trackers';
import { STORAGE_KEYS } from './constants';

const memory = (values: Record<string, string> = {}) => ({
  values,
  getItem: (key: string) => values[key] ?? null,
  setItem: (key: string, value: string) => {
    values[key] = value;
  },
});

describe('adPixelId (the tt parameter, app §9)', () => {
  it('starts the pixel named by tt and remembers it for the later funnel pages', () => {
    const storage = memory();
    expect(adPixelId('https://app.test/mindmetric/?tt=px-42', storage)).toBe('px-42');
    expect(storage.values[STORAGE_KEYS.adPixelId]).toBe('px-42');
    expect(adPixelId('https://app.test/mindmetric/subscription', storage)).toBe('px-42');
  });

  it('starts nothing without tt, and never from a hostile or empty value', () => {
    expect(adPixelId('https://app.test/mindmetric/', memory())).toBeNull();
    expect(adPixelId('https://app.test/mindmetric/?tt=', memory())).toBeNull();
    const storage = memory();
    expect(adPixelId('https://app.test/mindmetric/?tt=%3Cscript%3E', storage)).toBeNull();
    expect(storage.values[STORAGE_KEYS.adPixelId]).toBeUndefined();
    expect(adPixelId('https://app.test/', memory({ [STORAGE_KEYS.adPixelId]: '"><img>' }))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { textToBoolean } from './text-to-boolean';

describe('textToBoolean', () => {
  it.each(['true', 'yes', '1', 'TRUE', 'Yes', ' true ', '\tYES\n', ' 1'])('%j is true', (text) => {
    expect(textToBoolean(text)).toBe(true);
  });

  it.each(['false', 'no', '0', '', ' ', 'y', 't', 'on', '2', '01', '1.0', 'truee', 'yes please', 'tru e'])('%j is false', (text) => {
    expect(textToBoolean(text)).toBe(false);
  });

  it('treats a missing value as false', () => {
    expect(textToBoolean(null)).toBe(false);
    expect(textToBoolean(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { toE164 } from './phone-number';

describe('phone sign-in input', () => {
  it.each([
    ['+1 650-555-0101', '+16505550101'],
    [' +44 (20) 7946.0958 ', '+442079460958'],
    ['+1234567', '+1234567'],
  ])('%j is %j', (typed, e164) => expect(toE164(typed)).toBe(e164));

  it.each(['6505550101', '+0 650 555 0101', '+1 650 555 0101 ext 2', '+123456', '+1234567890123456', ''])('%j is refused (no country code, too short or long, letters)', (typed) => {
    expect(toE164(typed)).toBeNull();
  });
});

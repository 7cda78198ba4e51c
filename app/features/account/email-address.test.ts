import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it.each(['ada@example.com', 'a.b+c@mail.example.org'])('accepts %s', (value) => expect(isEmailAddress(value)).toBe(true));
  it.each(['', 'ada', 'ada@example', '@example.com', 'ada @example.com', 'ada@exa mple.com', 'a@b@c.com'])('refuses "%s"', (value) => expect(isEmailAddress(value)).toBe(false));
});

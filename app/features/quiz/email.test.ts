import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['a@b.co', ' jane.doe+iq@example.com '])('accepts %j', (v) => expect(isValidEmail(v)).toBe(true));
  it.each(['', 'a@b', 'a b@c.de', '@c.de', 'a@.c', 'a@b.c'])('rejects %j', (v) => expect(isValidEmail(v)).toBe(false));
});

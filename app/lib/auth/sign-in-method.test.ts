import { describe, expect, it } from 'vitest';
import { lastSignInMethod, rememberSignInMethod } from './sign-in-method';

function memory() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('the sign-in method this browser used (issue 31)', () => {
  it('tells an email link from a password, per email whatever its case, the last one winning', () => {
    const store = memory();
    expect(lastSignInMethod('ada@example.com', store)).toBeNull();
    rememberSignInMethod('Ada@Example.com', 'emailLink', store);
    expect(lastSignInMethod('ada@example.com', store)).toBe('emailLink');
    expect(lastSignInMethod('bob@example.com', store)).toBeNull();
    rememberSignInMethod('ada@example.com', 'password', store);
    expect(lastSignInMethod('ada@example.com', store)).toBe('password');
  });

  it('reads anything else as unknown, and survives blocked storage', () => {
    const store = memory();
    store.map.set('mm.signInMethod.ada@example.com', 'magic');
    expect(lastSignInMethod('ada@example.com', store)).toBeNull();
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    expect(() => rememberSignInMethod('ada@example.com', 'password', blocked)).not.toThrow();
    expect(lastSignInMethod('ada@example.com', blocked)).toBeNull();
  });
});

/** Session-stored values of app §3 in docs/spec-coverage.md, under the two-underscore prefix. */
export const SESSION_KEY_PREFIX = '__';

export type SessionValueKey = 'userEmail' | 'subscriptionId' | 'iqScore';

const key = (name: SessionValueKey) => `${SESSION_KEY_PREFIX}${name}`;

export function readSessionValue(name: SessionValueKey, storage: Storage = sessionStorage): string | null {
  return storage.getItem(key(name));
}

export function writeSessionValue(name: SessionValueKey, value: string, storage: Storage = sessionStorage): void {
  storage.setItem(key(name), value);
}

export function clearSessionValues(storage: Storage = sessionStorage): void {
  for (const name of ['userEmail', 'subscriptionId', 'iqScore'] as const) storage.removeItem(key(name));
}

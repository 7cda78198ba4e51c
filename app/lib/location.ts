/**
 * The location lookup of app §3 and §7 in docs/spec-coverage.md: GET /remote-addr once on quiz start, once per
 * quiz session (session storage), however often the quiz renders, remounts or reloads.
 */
import { literal, object, safeParse, string, union, type InferOutput } from 'valibot';
import { fetchJson } from './fetch-json';
import { valibotParser } from './valibot-parser';

export const LOCATION_KEY = 'mm.location';
export const REMOTE_ADDR_PATH = '/remote-addr';

export const UserLocationSchema = object({ ip: string(), country: string() });
export type UserLocation = InferOutput<typeof UserLocationSchema>;

/** What was stored: the answer, or 'failed' (the lookup is not repeated in this session either way). */
const StoredSchema = union([UserLocationSchema, literal('failed')]);

export interface LocationDeps {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  readonly fetchLocation: () => Promise<UserLocation>;
}

const browserDeps = (): LocationDeps => ({ storage: sessionStorage, fetchLocation: () => fetchJson(REMOTE_ADDR_PATH, valibotParser(UserLocationSchema)) });

let inFlight: Promise<UserLocation | null> | null = null;

/** The stored location, or null when none was looked up (or the lookup failed). */
export function storedLocation(storage: Pick<Storage, 'getItem'> = sessionStorage): UserLocation | null {
  const text = storage.getItem(LOCATION_KEY);
  if (text === null) return null;
  try {
    const parsed = safeParse(StoredSchema, JSON.parse(text));
    return parsed.success && parsed.output !== 'failed' ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Looks the location up unless this session already did; concurrent callers share one request. */
export function lookupLocationOnce(deps: LocationDeps = browserDeps()): Promise<UserLocation | null> {
  if (deps.storage.getItem(LOCATION_KEY) !== null) return Promise.resolve(storedLocation(deps.storage));
  inFlight ??= deps
    .fetchLocation()
    .then((location) => {
      deps.storage.setItem(LOCATION_KEY, JSON.stringify(location));
      return location;
    })
    .catch((error: unknown) => {
      console.error('[quiz] location lookup failed', error);
      deps.storage.setItem(LOCATION_KEY, JSON.stringify('failed'));
      return null;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

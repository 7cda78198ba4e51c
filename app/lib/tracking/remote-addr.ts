import { object, string } from 'valibot';
import { fetchJson } from '../fetch-json';
import { valibotParser } from '../valibot-parser';
import { storedLocation } from '../location';

const RemoteAddr = valibotParser(object({ ip: string(), country: string() }));

let client: Promise<{ ip: string; country: string } | null> | null = null;

/** The /remote-addr answer (ip and country), fetched at most once per page load; null when it failed. */
export function remoteAddr(): Promise<{ ip: string; country: string } | null> {
  // The quiz's location lookup may already have the answer for this session.
  const known = storedLocation();
  if (known) return Promise.resolve(known);
  client ??= fetchJson('/remote-addr', RemoteAddr).catch((error: unknown) => {
    console.error('[tracking] /remote-addr failed', error);
    return null;
  });
  return client;
}

/**
 * Time-ordered ids (UUIDv7, from the uuid package) for rows a purchase inserts under a text key:
 * each new id sorts after the previous millisecond's, so the key's index grows at its end instead of
 * dirtying a random page per purchase (issue 10, point 7). 73 of the 74 bits past the time, version
 * and variant are random (uuid keeps one at zero), from a pooled buffer (the package's own source
 * asks the OS for 16 bytes per id), so ids stay unguessable: an execution id is named by the
 * merchant's create, which binds its charge to the first email only when the session named none.
 * A payment session's bearer token stays all random.
 */
import { randomFillSync } from 'node:crypto';
import { v7 } from 'uuid';

const POOL_BYTES = 4096;
const pool = new Uint8Array(POOL_BYTES);
let used = POOL_BYTES;

function random16(): Uint8Array {
  if (used + 16 > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  used += 16;
  return pool.subarray(used - 16, used);
}

export function timeOrderedUuid(): string {
  return v7({ random: random16() });
}

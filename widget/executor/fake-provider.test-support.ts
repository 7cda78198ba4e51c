/** Test support for the executor: a scripted fake provider behind `fetch`. Imported by tests only. */
import { vi } from 'vitest';
import type { Fetch } from '../http/payment-api';

const EXECUTION_URL = 'https://p/executions/1';

/** An ISO time `s` seconds after a fixed instant. */
export const at = (s: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, s)).toISOString();

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** The authorize or confirm answer that points at the execution. */
export const linksToExecution = () => json(200, { links: { execution: { href: EXECUTION_URL } } });

/** A fake provider: the first call answers `first`, every poll answers the next execution of the list (the last repeats). */
export function provider(first: () => Response, executions: readonly unknown[]) {
  let polls = 0;
  return vi.fn<Fetch>(async (url) => {
    if (String(url) !== EXECUTION_URL) return first();
    const body = executions[Math.min(polls, executions.length - 1)];
    polls += 1;
    return json(200, body);
  });
}

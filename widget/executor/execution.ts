/** Parsing of the provider's execution answers into tagged values. Unknown input is an error, never a guess. */

export const EXECUTION_STATUS_CODES = [
  'authorizeRequested',
  'authorizePending',
  'authorizeSuccessful',
  'authorizeFailed',
  'confirmRequested',
] as const;

export type ExecutionStatusCode = (typeof EXECUTION_STATUS_CODES)[number];

export interface ExecutionStatus {
  readonly code: ExecutionStatusCode;
  /** Milliseconds since the epoch, from the entry's ISO time. */
  readonly time: number;
}

export interface ExecutionSnapshot {
  readonly statuses: readonly ExecutionStatus[];
  readonly actionRequired: '3ds' | null;
  readonly threeDsLink: string | null;
}

export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/** ISO 8601 date-time with a zone (what toISOString writes); Date.parse alone would guess at strings like "5". */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Milliseconds since the epoch of an ISO time, or NaN when it is not one. */
function parseStatusTime(time: unknown): number {
  return typeof time === 'string' && ISO_DATE_TIME.test(time) ? Date.parse(time) : Number.NaN;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function hrefAt(links: unknown, name: string): string | null {
  if (!isRecord(links)) return null;
  const link = links[name];
  return isRecord(link) && typeof link.href === 'string' ? link.href : null;
}

export function parseExecution(body: unknown): Parsed<ExecutionSnapshot> {
  if (!isRecord(body)) return { ok: false, reason: 'execution is not an object' };
  if (!Array.isArray(body.status)) return { ok: false, reason: 'execution.status is not a list' };
  const statuses: ExecutionStatus[] = [];
  for (const entry of body.status) {
    if (!isRecord(entry)) return { ok: false, reason: 'a status entry is not an object' };
    const { code, time } = entry;
    if (typeof code !== 'string' || !(EXECUTION_STATUS_CODES as readonly string[]).includes(code)) {
      return { ok: false, reason: `unknown status code ${JSON.stringify(code)}` };
    }
    const millis = parseStatusTime(time);
    if (Number.isNaN(millis)) return { ok: false, reason: `status ${code} has no valid time` };
    statuses.push({ code: code as ExecutionStatusCode, time: millis });
  }
  const action = body.actionRequired;
  if (action !== undefined && action !== null && action !== '3ds') {
    return { ok: false, reason: `unknown actionRequired ${JSON.stringify(action)}` };
  }
  return {
    ok: true,
    value: { statuses, actionRequired: action === '3ds' ? '3ds' : null, threeDsLink: hrefAt(body.links, '3ds') },
  };
}

/** The authorize or confirm answer: where to poll the execution (widget §7 in docs/spec-coverage.md). */
export function parseExecutionLink(body: unknown, call: 'authorize' | 'confirm'): Parsed<{ executionLink: string }> {
  const href = isRecord(body) ? hrefAt(body.links, 'execution') : null;
  return href ? { ok: true, value: { executionLink: href } } : { ok: false, reason: `${call} answer has no links.execution.href` };
}

/**
 * The one error type of the collect container (widget §8 in docs/spec-coverage.md, coded errors of
 * collect/input, container, bearer token and vault). A closed set: every error the collect
 * module raises carries exactly one of these codes; collect-error-catalogue.ts says what each means
 * and what to do (for the merchant's developer, never for the shopper).
 */
import type { COLLECT_ERRORS } from './collect-error-catalogue';

export type CollectErrorCode = keyof typeof COLLECT_ERRORS;

/** Prefix of every collect error message, so that logs say where it came from (msw style). */
const COLLECT_ERROR_PREFIX = '[collect]';

export interface CollectErrorOptions {
  /** What really failed: a thrown error, a rejected promise reason. */
  readonly cause?: unknown;
  /** The vault's request id, when its answer carried one (VAULT_NETWORK_ERROR). */
  readonly requestId?: string | null;
}

/**
 * The one error type of the collect module: a catalogue code, its description, an optional
 * detail saying which input was wrong, and the `cause`.
 *
 * @example throw new CollectError('DUPLICATE_ELEMENT', 'name "cards.number"')
 */
export class CollectError extends Error {
  override readonly name = 'CollectError';
  readonly requestId: string | null;

  constructor(
    readonly code: CollectErrorCode,
    /** Which input was wrong; never a card value. Default: none. */
    readonly detail: string | null = null,
    options: CollectErrorOptions = {},
  ) {
    const base = `${COLLECT_ERROR_PREFIX} ${code}`;
    super(detail === null ? base : `${base} (${detail})`, 'cause' in options ? { cause: options.cause } : undefined);
    this.requestId = options.requestId ?? null;
  }
}

export function isCollectError(value: unknown): value is CollectError {
  return value instanceof CollectError;
}

/** The throwing side of a `check...` function: throws the error it found, returns otherwise. */
export function throwIfError(error: CollectError | null): void {
  if (error !== null) throw error;
}

/** The first error of a list of checks run in order, or null when all pass. */
export function firstError(...checks: readonly (() => CollectError | null)[]): CollectError | null {
  for (const check of checks) {
    const error = check();
    if (error !== null) return error;
  }
  return null;
}

/** What a parser gives: the parsed value, or the first coded error it met. */
export type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: CollectError };

export const parsed = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const failed = <T>(code: CollectErrorCode, detail: string | null = null): Parsed<T> => ({
  ok: false,
  error: new CollectError(code, detail),
});

/** The throwing side of a parser: the value, or its error thrown. */
export function orThrow<T>(result: Parsed<T>): T {
  if (!result.ok) throw result.error;
  return result.value;
}

/** The error of a parse, or null: turns a parser into a `check...` function. */
export const errorOf = <T>(result: Parsed<T>): CollectError | null => (result.ok ? null : result.error);

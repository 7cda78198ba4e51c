/**
 * The reference model of the execution poll (widget §4, §8 and §9 in docs/spec-coverage.md), written from the spec
 * over abstract answers with the spec's numbers as literals, sharing no code with the widget.
 */
import { KNOWN_CODES, THREE_DS_LINK, type Answer } from './answers';

export type Mode = 'authorize' | 'confirm';

/** Why a failure happened; each maps to a code and message, and for some to a detail the system must give. */
export type FailureReason = 'declined' | 'unreadable' | 'gave-up' | 'not-requested' | 'api-token' | 'vault-token' | 'unknown';

export type Expected =
  | { readonly kind: 'success' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'three-ds'; readonly link: string | null }
  | { readonly kind: 'failure'; readonly reason: FailureReason };

export interface Model {
  readonly mode: Mode;
  /** Milliseconds after the start at which the next poll is due. */
  nextPollAtMs: number;
  attempts: number;
  lookupsWithoutRequest: number;
  rateLimitedInARow: number;
  outcome: Expected | null;
}

export const newModel = (mode: Mode): Model => ({ mode, nextPollAtMs: 2000, attempts: 0, lookupsWithoutRequest: 0, rateLimitedInARow: 0, outcome: null });

/** How many of the 60 attempts an answer uses, read from the answer alone. */
export function attemptWeight(answer: Answer): number {
  if (answer.type === 'network') return 5;
  if (answer.type === 'http') return answer.status === 429 ? 1 : 5;
  return 1;
}

const isFinal = (code: string) => code === 'authorizeSuccessful' || code === 'authorizeFailed';
const isRequest = (code: string) => code === 'authorizeRequested' || code === 'confirmRequested';

/** True when every part of a statuses answer is something the spec defines. */
export function isReadable(answer: Extract<Answer, { type: 'statuses' }>): boolean {
  return answer.action !== 'otp' && answer.entries.every((e) => (KNOWN_CODES as readonly string[]).includes(e.code) && typeof e.t === 'number');
}

/** Applies one answer to the model. */
export function step(model: Model, answer: Answer): void {
  const end = (outcome: Expected) => {
    model.outcome = outcome;
  };
  const spend = (weight: number, delayMs: number) => {
    model.attempts += weight;
    if (model.attempts >= 60) end({ kind: 'failure', reason: 'gave-up' });
    else model.nextPollAtMs += delayMs;
  };

  if (answer.type === 'throws') return end({ kind: 'failure', reason: answer.message.includes('Invalid token') ? 'vault-token' : 'unknown' });
  if (answer.type === 'bad-body' || answer.type === 'not-json') return end({ kind: 'failure', reason: 'unreadable' });
  if (answer.type === 'network') {
    if (answer.message.includes('Invalid token')) return end({ kind: 'failure', reason: 'vault-token' });
    model.rateLimitedInARow = 0;
    return spend(5, 680);
  }
  if (answer.type === 'http') {
    if (answer.status === 401 || answer.status === 403) return end({ kind: 'failure', reason: 'api-token' });
    if (answer.text.includes('Invalid token')) return end({ kind: 'failure', reason: 'vault-token' });
    if (answer.status === 429) {
      model.rateLimitedInARow += 1;
      return spend(1, Math.min(680 * 2 ** model.rateLimitedInARow, 5440));
    }
    model.rateLimitedInARow = 0;
    return spend(5, 680);
  }

  if (!isReadable(answer)) return end({ kind: 'failure', reason: 'unreadable' });
  model.rateLimitedInARow = 0;
  const timed = answer.entries.map((e) => ({ code: e.code, t: typeof e.t === 'number' ? e.t : Number.NaN }));
  const required = model.mode === 'authorize' ? 'authorizeRequested' : 'confirmRequested';
  if (!timed.some((e) => e.code === required)) {
    model.lookupsWithoutRequest += 1;
    if (model.lookupsWithoutRequest > 10) return end({ kind: 'failure', reason: 'not-requested' });
    return spend(1, 680);
  }
  const anchor = Math.max(...timed.filter((e) => isRequest(e.code)).map((e) => e.t));
  const fresh = timed.filter((e) => e.t > anchor);
  const finals = fresh.filter((e) => isFinal(e.code));
  if (finals.length > 0) {
    const first = Math.min(...finals.map((e) => e.t));
    const declined = finals.some((e) => e.t === first && e.code === 'authorizeFailed');
    return end(declined ? { kind: 'failure', reason: 'declined' } : { kind: 'success' });
  }
  if (model.mode === 'authorize' && fresh.some((e) => e.code === 'authorizePending')) {
    return end(answer.action === '3ds' ? { kind: 'three-ds', link: answer.link ? THREE_DS_LINK : null } : { kind: 'pending' });
  }
  return spend(1, 680);
}

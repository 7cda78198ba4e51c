/**
 * Faults without code (issue 28): a scenario's fault steps and the ones QA switches on for one live
 * session make a call late, reset its connection, cut or break its JSON body, trickle it out, or
 * answer a 5xx. Checked at the start of each faultable route; a session whose scenario has no fault
 * step and no switched fault pays two property reads (the poll is the provider's hot path).
 */
import type { Request, RequestHandler, Response } from 'express';
import type { Fault, FaultRoute, FaultStep } from '../../../scenarios';
import { requestIdOf } from '../../platform/http/logger';
import { journalPath } from './journal';
import { sendScriptedError } from './scripted-error';
import { appendJournal, type PaymentSession } from './session-model';
import type { FaultStore, StoredSwitchedFault } from './fault-store';

/** A fault QA switched on for a live session: it hits the next `remaining` calls of its route. */
export interface SwitchedFault {
  readonly route: FaultRoute;
  readonly fault: Fault;
  remaining: number;
}

type Next = (error?: unknown) => void;

/** What a fault did to a call: none met it, it goes on (late, or with its body rewritten), or the fault answered it. */
type Outcome = 'no-fault' | 'goes-on' | 'answered';

/** Sessions whose fault state is cached at most; past it the oldest are forgotten (a flood cannot grow the heap; the database keeps them). */
const COUNTED_SESSIONS_CAP = 10_000;

/** How many pieces a slow body is sent in. */
const SLOW_BODY_PIECES = 10;

/** The fault steps of the session's scenario: the attempt's script, else the one it asked for. */
const faultSteps = (session: PaymentSession) => (session.scripts.attempt ?? session.scripts.requested)?.faults;

export class Faults {
  /** Calls per route of the sessions whose scenario has fault steps (or that had a switched fault), by execution id; stored, read back after a restart. */
  private readonly calls = new Map<string, Map<FaultRoute, number>>();
  /** Switched faults by execution id, as stored (read once per session). */
  private readonly switched = new Map<string, StoredSwitchedFault[]>();
  /** Whether any session may have a switched fault: until QA switches one on (now or before a restart), a call checks its scenario's steps alone. */
  private switchedAnywhere: boolean;

  constructor(
    /** Runs `send` once the group commit holding the call's writes is done (platform/store/commit-group.ts), `failed` if it failed. */
    private readonly afterCommit: (send: () => void, failed: () => void) => void,
    private readonly store: FaultStore,
  ) {
    this.switchedAnywhere = store.anySwitched();
  }

  /** Switches a fault on for the next calls of a route of one live session. */
  switchOn(session: PaymentSession, fault: SwitchedFault): void {
    const list = this.switchedOf(session.execution.id);
    const id = this.store.switchOn(session.execution.id, fault);
    list.push({ route: fault.route, fault: fault.fault, remaining: fault.remaining, id });
    this.switchedAnywhere = true;
  }

  switchOff(session: PaymentSession): void {
    this.store.switchOff(session.execution.id);
    this.switched.set(session.execution.id, []);
  }

  switchedOn(session: PaymentSession): readonly SwitchedFault[] {
    if (!this.switchedAnywhere) return [];
    return this.switchedOf(session.execution.id).map(({ route, fault, remaining }) => ({ route, fault, remaining }));
  }

  /** A middleware for routes whose session is in res.locals (requireSession ran), or that `find` names. */
  gate(route: FaultRoute, find: (req: Request, res: Response) => PaymentSession | undefined = (_req, res) => res.locals.session as PaymentSession | undefined): RequestHandler {
    return (req, res, next) => {
      const session = find(req, res);
      if (!session || this.intercept(route, session, res, next) === 'no-fault') next();
    };
  }

  /** For a handler that found its session itself: resolves true when the handler goes on (maybe late), false when a fault answered. */
  before(route: FaultRoute, session: PaymentSession, res: Response): Promise<boolean> {
    return new Promise((resolve) => {
      const outcome = this.intercept(route, session, res, () => resolve(true));
      if (outcome === 'no-fault') resolve(true);
      else if (outcome === 'answered') resolve(false);
    });
  }

  /**
   * Applies the fault this call of `route` meets, if any. On 'goes-on' it calls `next` itself
   * (late, or with the answer's body rewritten); on 'no-fault' the caller goes on.
   */
  intercept(route: FaultRoute, session: PaymentSession, res: Response, next: Next): Outcome {
    if (!this.mayIntercept(session)) return 'no-fault';
    const steps = faultSteps(session);
    const live = this.switchedAnywhere ? this.switchedOf(session.execution.id) : [];
    if (!steps && !live.some((f) => f.remaining > 0)) return 'no-fault';
    const n = this.count(session.execution.id, route);
    const fault = this.takeSwitched(live, route) ?? steps?.find((s) => hits(s, route, n))?.fault;
    if (!fault) return 'no-fault';
    return this.apply(fault, session, res, next);
  }

  /**
   * False when no call of this session can meet a fault: its scenario has no fault steps and QA has
   * switched none on anywhere. Then intercept counts nothing and answers 'no-fault' (the poll's fast
   * path asks this first and leaves every other session to the route, which intercepts).
   */
  mayIntercept(session: PaymentSession): boolean {
    return faultSteps(session) !== undefined || this.switchedAnywhere;
  }

  private switchedOf(executionId: string): StoredSwitchedFault[] {
    let list = this.switched.get(executionId);
    if (!list) {
      list = this.store.switched(executionId);
      remember(this.switched, executionId, list);
    }
    return list;
  }

  private count(executionId: string, route: FaultRoute): number {
    let routes = this.calls.get(executionId);
    if (!routes) {
      routes = this.store.calls(executionId);
      remember(this.calls, executionId, routes);
    }
    const n = (routes.get(route) ?? 0) + 1;
    routes.set(route, n);
    this.store.saveCount(executionId, route, n);
    return n;
  }

  private takeSwitched(live: StoredSwitchedFault[], route: FaultRoute): Fault | undefined {
    const found = live.find((f) => f.route === route && f.remaining > 0);
    if (!found) return undefined;
    found.remaining -= 1;
    this.store.saveRemaining(found.id, found.remaining);
    return found.fault;
  }

  private apply(fault: Fault, session: PaymentSession, res: Response, next: Next): Outcome {
    switch (fault.kind) {
      case 'latency':
        setTimeout(next, fault.ms + Math.floor(Math.random() * ((fault.jitterMs ?? 0) + 1)));
        return 'goes-on';
      case 'connection-reset':
        // No answer reaches the client, so the journal (written on finish) would not show the call: it is noted here.
        appendJournal(session, {
          at: Date.now(),
          requestId: requestIdOf(res.req) ?? '',
          method: res.req.method,
          path: journalPath(res.req.originalUrl, session),
          status: 0,
          durationMs: 0,
          summary: 'fault: connection reset',
          answer: {},
        });
        res.req.socket.destroy();
        return 'answered';
      case 'http-status':
        sendScriptedError(res, { kind: 'http-error', status: fault.status });
        return 'answered';
      case 'truncated-json':
        this.rewriteBody(res, (text, end) => end(withLength(res, text.slice(0, Math.max(1, Math.floor(text.length / 2))))));
        next();
        return 'goes-on';
      case 'malformed-json':
        // Single quotes: every JSON parser refuses it, and it still reads as the answer it breaks.
        this.rewriteBody(res, (text, end) => end(withLength(res, text.replaceAll('"', "'"))));
        next();
        return 'goes-on';
      case 'slow-body':
        this.rewriteBody(res, (text, end) => this.trickle(res, text, fault.ms, end));
        next();
        return 'goes-on';
    }
  }

  /**
   * The answer's body is changed on its way to the socket, after the handler, its transaction and its
   * idempotency record saw the real one: a fault is the transport's, and a retry with the same key
   * gets the real answer.
   */
  private rewriteBody(res: Response, rewrite: (text: string, end: (body: string | Buffer) => void) => void): void {
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk === undefined || typeof chunk === 'function') return end(chunk, ...rest);
      rewrite(Buffer.isBuffer(chunk) ? chunk.toString('utf8') : String(chunk), (body) => end(body));
      return res;
    }) as Response['end'];
  }

  /** Writes the body in pieces over `ms`, once the commit holding the call's writes is done (no answer leaves before it). */
  private trickle(res: Response, text: string, ms: number, end: (body: Buffer) => void): void {
    const bytes = Buffer.from(text, 'utf8');
    const size = Math.ceil(bytes.length / SLOW_BODY_PIECES);
    this.afterCommit(
      () => {
        res.setHeader('Content-Length', bytes.length);
        let sent = 0;
        const step = () => {
          if (res.destroyed) return;
          const piece = bytes.subarray(sent, sent + size);
          sent += piece.length;
          if (sent >= bytes.length) {
            end(piece);
          } else {
            res.write(piece);
            setTimeout(step, ms / SLOW_BODY_PIECES);
          }
        };
        step();
      },
      () => res.destroy(),
    );
  }
}

/** Caches a session's stored fault state; past the cap the oldest is forgotten (it is read back from the database when needed). */
function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  cache.set(key, value);
  if (cache.size > COUNTED_SESSIONS_CAP) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

/** Sets the Content-Length of a changed body (send set the original's) and hands the body on. */
function withLength(res: Response, body: string): string {
  res.setHeader('Content-Length', Buffer.byteLength(body));
  return body;
}

function hits(step: FaultStep, route: FaultRoute, n: number): boolean {
  return step.route === route && n >= step.from && (step.times === undefined || n < step.from + step.times);
}

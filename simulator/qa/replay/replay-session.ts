/**
 * Replays a saved session against a fresh in-process simulator (issue 28, point 5): its scenario is
 * saved there as a runtime scenario, then the journal's requests are sent again in order, as the
 * client sent them, with this run's session token, execution, vault token and links in place of the
 * original's, and the test card 4242 in place of the masked card. The fresh session's journal is
 * what it answered; journal-diff.ts says where the two part.
 */
import request from 'supertest';
import type { QaJournalEntry, QaSessionReplay } from '../../../contracts/qa-api';
import { CVV_KEY } from '../../platform/http/masking';
import { linkShape } from '../../platform/http/answer-digest';
import { createSimulator, type Simulator } from '../../create-simulator';
import { createLogger } from '../../platform/http/logger';
import { DEFAULT_RATE_LIMITS } from '../../platform/http/rate-limits';
import { VAULT_MOUNT } from '../../payment-provider/vault/router';
import { REPLAY_SCENARIO_ID } from '../scenarios/replay-id';
import type { ContractViolation } from '../openapi/traffic-check';

export const REPLAY_ORIGINS = { app: 'http://app.replay', service: 'http://service.replay', asset: 'http://asset.replay' } as const;
/** The card the replay types where the journal kept ****1234 (the scenario decides, not the card). */
const REPLAY_CARD = '4242424242424242';
const REPLAY_CVV = '123';
/** The replay keeps the original's pace (a scenario may depend on time), but never waits longer than this between two steps. */
const STEP_GAP_MAX_MS = 5_000;
/** Request fields that carry the vault's card token, and the field of the tokenize answer that names it. */
const VAULT_TOKEN_FIELDS = new Set(['vaultToken', 'encryptedData', 'paymentInstrumentId']);
const ON_ASSET_HOST = [`${VAULT_MOUNT}/`, '/3ds/', '/redirect/'];

export interface ReplayOutcome {
  readonly journal: readonly QaJournalEntry[];
  /** Steps the replay could not send as they were (a body the journal cut), said in words. */
  readonly notes: readonly string[];
  readonly contractViolations: readonly ContractViolation[];
}

interface Fresh {
  token: string | null;
  executionId: string | null;
  accessToken: string | null;
  vaultToken: string | null;
  /** Every link the fresh simulator answered, newest last: a path with ids is followed through them. */
  readonly links: string[];
}

function collectLinks(body: unknown, into: string[]): void {
  if (typeof body === 'string') {
    if (/^(https?:\/\/[^/]+)?\/\S+$/.test(body)) into.push(body);
  } else if (Array.isArray(body)) for (const item of body) collectLinks(item, into);
  else if (body && typeof body === 'object') for (const value of Object.values(body)) collectLinks(value, into);
}

/** The original path as this run must send it: its execution id swapped, other ids taken from the newest link of the same shape. */
function freshPath(original: QaJournalEntry, originalExecution: string, fresh: Fresh): string {
  const [pathname = '', query] = original.path.split('?');
  if (pathname === '/init/session') {
    const params = new URLSearchParams(query ?? '');
    params.set('scenario', REPLAY_SCENARIO_ID);
    return `${pathname}?${params.toString()}`;
  }
  const swapped = fresh.executionId ? pathname.replaceAll(originalExecution, fresh.executionId) : pathname;
  const shape = linkShape(swapped);
  if (shape === swapped) return query ? `${swapped}?${query}` : swapped;
  const link = [...fresh.links].reverse().find((l) => linkShape(new URL(l, 'http://x.invalid').pathname) === shape);
  const path = link ? new URL(link, 'http://x.invalid').pathname : swapped;
  return query ? `${path}?${query}` : path;
}

/** The original body with this run's values: the execution, the vault token, a test card and CVV for the masked ones. */
function freshBody(value: unknown, key: string, originalExecution: string, fresh: Fresh): unknown {
  if (typeof value === 'string') {
    if (CVV_KEY.test(key)) return REPLAY_CVV;
    if (/^\*{4}\d{4}$/.test(value)) return REPLAY_CARD;
    if (VAULT_TOKEN_FIELDS.has(key) && fresh.vaultToken) return fresh.vaultToken;
    return fresh.executionId ? value.replaceAll(originalExecution, fresh.executionId) : value;
  }
  if (Array.isArray(value)) return value.map((item) => freshBody(item, key, originalExecution, fresh));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, freshBody(v, k, originalExecution, fresh)]));
  return value;
}

function learn(fresh: Fresh, path: string, body: unknown): void {
  collectLinks(body, fresh.links);
  if (!body || typeof body !== 'object') return;
  const b = body as Record<string, unknown>;
  if (path.startsWith('/init/session') && typeof b.token === 'string') {
    fresh.token = b.token;
    const execution = b.execution as { id?: unknown } | undefined;
    if (typeof execution?.id === 'string') fresh.executionId = execution.id;
  }
  if (path === '/init/vault-token' && typeof b.accessToken === 'string') fresh.accessToken = b.accessToken;
  if (path.startsWith(`${VAULT_MOUNT}/tokenize`) && typeof b.token === 'string') fresh.vaultToken = b.token;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A simulator for one replay: in memory, every call checked against the OpenAPI document, its rate limits out of reach. */
export function replaySimulator(violations: ContractViolation[]): Simulator {
  const outOfReach = 1_000_000;
  return createSimulator({
    origins: REPLAY_ORIGINS,
    vaultJwtSecret: `replay-${crypto.randomUUID()}`,
    rateLimits: { ...DEFAULT_RATE_LIMITS, initSession: outOfReach, event: outOfReach, cancel: outOfReach, activation: outOfReach },
    contractCheck: (v) => violations.push(v),
    // The replay prints its verdict; the fresh simulator's request lines (a scripted 502 logs as an error) would bury it.
    logger: createLogger({ level: 'silent' }),
  });
}

/** Replays `saved` on `sim` (a fresh simulator) and answers the fresh session's journal. */
export async function replaySession(sim: Simulator, saved: QaSessionReplay, options: { readonly keepPace?: boolean } = {}): Promise<Omit<ReplayOutcome, 'contractViolations'>> {
  const { id: _id, ...scenario } = saved.scenario;
  const created = await request(sim.apps.service).post(`/qa/api/scenarios/${REPLAY_SCENARIO_ID}`).send(scenario);
  if (created.status !== 201) throw new Error(`replay: the session's scenario was refused: ${created.text.slice(0, 500)}`);
  const fresh: Fresh = { token: null, executionId: null, accessToken: null, vaultToken: null, links: [] };
  const notes: string[] = [];
  let previousAt: number | null = null;
  for (const [index, entry] of saved.journal.entries()) {
    const at = Date.parse(entry.at);
    if (options.keepPace !== false && previousAt !== null && at > previousAt) await sleep(Math.min(at - previousAt, STEP_GAP_MAX_MS));
    previousAt = at;
    let body: unknown;
    if (entry.summary && !entry.summary.startsWith('fault:')) {
      try {
        body = freshBody(JSON.parse(entry.summary), '', saved.executionId, fresh);
      } catch {
        notes.push(`step ${index + 1} (${entry.method} ${entry.path.split('?')[0]}): the journal kept only the start of its body, so the replay stops before it`);
        break;
      }
    }
    const path = freshPath(entry, saved.executionId, fresh);
    const app = ON_ASSET_HOST.some((prefix) => path.startsWith(prefix)) ? sim.apps.asset : sim.apps.service;
    const bearer = path.startsWith(`${VAULT_MOUNT}/`) ? fresh.accessToken : path.startsWith('/provider/') || path === '/init/vault-token' ? fresh.token : null;
    const call = request(app)[entry.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
    if (bearer) void call.set('Authorization', `Bearer ${bearer}`);
    try {
      const res = await (body === undefined ? call : call.send(body as object));
      learn(fresh, path.split('?')[0] ?? path, res.body);
    } catch (error) {
      // A connection reset (a fault the scenario scripts) is journaled by the simulator with status 0: the replay goes on, as the widget does.
      if (!(error instanceof Error && /socket hang up|ECONNRESET/.test(error.message))) throw error;
    }
  }
  const session = fresh.token ? sim.sessions.byBearer(fresh.token) : undefined;
  const journal = (session?.journal ?? []).map((e) => ({ ...e, at: new Date(e.at).toISOString() }));
  return { journal, notes };
}

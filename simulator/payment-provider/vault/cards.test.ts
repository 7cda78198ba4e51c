/**
 * Vault tokens are durable (issue 10): a token issued before a crash still pays after a restart on
 * the same database, until it expires; an expired one is refused with its own code; the file keeps
 * neither the token nor the card number.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { authorizeBody, startSession, testSimulator, tokenizeCard, type StartedPayment } from '../../test-support';
import { VAULT_TOKEN_TTL_MS } from './cards';

const CARD = '4242424242424242';
let sims: Simulator[] = [];
let dir = '';
afterEach(() => {
  for (const s of sims.splice(0)) s.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

/** A simulator on a file database with a clock the test moves. */
function open(dbPath: string, clock: { now: number }): Simulator {
  const sim = testSimulator({ dbPath, now: () => clock.now });
  sims.push(sim);
  return sim;
}

const authorize = (sim: Simulator, s: StartedPayment, vaultToken: string) =>
  request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(authorizeBody(vaultToken));

/** Tokenizes on one simulator, then closes it as a crash would leave the file, and opens another on it. */
async function tokenizeThenRestart(clock: { now: number }) {
  dir = mkdtempSync(join(tmpdir(), 'sim-vault-'));
  const dbPath = join(dir, 'db.sqlite');
  const first = open(dbPath, clock);
  const session = await startSession(first);
  const vaultToken = await tokenizeCard(first, session.token, CARD);
  first.close();
  sims = [];
  return { second: open(dbPath, clock), session, vaultToken, dbPath };
}

describe('vault tokens after a restart', () => {
  it('a token still valid pays once, on the session it was issued for', async () => {
    const clock = { now: Date.parse('2026-11-22T20:00:00Z') };
    const { second, session, vaultToken } = await tokenizeThenRestart(clock);
    clock.now += VAULT_TOKEN_TTL_MS - 1000;
    await authorize(second, session, vaultToken).expect(200);
    // One payment per token: the same token is refused afterwards.
    const other = await startSession(second);
    const again = await authorize(second, other, vaultToken).expect(400);
    expect(again.body.code).toBe('bad-request');
  });

  it('an expired token is refused with vault-token-expired, and nothing is authorized', async () => {
    const clock = { now: Date.parse('2026-11-22T20:00:00Z') };
    const { second, session, vaultToken } = await tokenizeThenRestart(clock);
    clock.now += VAULT_TOKEN_TTL_MS;
    const res = await authorize(second, session, vaultToken).expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.code).toBe('vault-token-expired');
    const poll = await request(second.apps.service).get(session.executionPath).set('Authorization', `Bearer ${session.token}`).expect(200);
    expect((poll.body.status as { code: string }[]).map((s) => s.code)).not.toContain('authorizeSuccessful');
  });

  it('a token of another session is refused and stays usable by its own', async () => {
    const clock = { now: Date.parse('2026-11-22T20:00:00Z') };
    const { second, session, vaultToken } = await tokenizeThenRestart(clock);
    const stranger = await startSession(second);
    await authorize(second, stranger, vaultToken).expect(400);
    await authorize(second, session, vaultToken).expect(200);
  });

  it('the database file holds neither the token nor the card number', async () => {
    const clock = { now: Date.parse('2026-11-22T20:00:00Z') };
    const { vaultToken, dbPath } = await tokenizeThenRestart(clock);
    sims.splice(0).forEach((s) => s.close());
    const files = ['', '-wal'].map((suffix) => { try { return readFileSync(dbPath + suffix).toString('latin1'); } catch { return ''; } }).join('');
    expect(files).toContain('vault_tokens');
    expect(files).not.toContain(vaultToken);
    expect(files).not.toContain(CARD);
  });
});

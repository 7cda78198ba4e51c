/**
 * What a poll of a payment mid-script costs the database (issue 46), counted so that it cannot grow back
 * unseen: under poll-exhausted every poll consults the script and records that it did, so each one writes
 * its session; a finished payment's poll is answered from memory (poll-fast-path.ts) and runs none.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { authorizeBody, startSession, testSimulator, tokenizeCard } from '../../test-support';
import { statementsDuring } from '../../platform/store/statement-log';

let sims: Simulator[] = [];
afterEach(() => {
  for (const s of sims) s.close();
  sims = [];
});

describe('a poll runs only the statements it must', () => {
  it('mid-script: one transaction with one write, the session', async () => {
    const sim = testSimulator();
    sims.push(sim);
    const s = await startSession(sim, { scenario: 'poll-exhausted' });
    const auth = { Authorization: `Bearer ${s.token}` };
    await request(sim.apps.service).post(s.authorizePath).set(auth).send(authorizeBody(await tokenizeCard(sim, s.token, '4242424242424242'))).expect(200);
    const poll = () => request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
    await poll();
    const sql = await statementsDuring(sim.db, poll);
    const listed = sql.join('\n');
    expect(sql, listed).toEqual(['BEGIN', 'SAVEPOINT request', expect.stringMatching(/^UPDATE payment_sessions SET /), 'RELEASE request', 'COMMIT']);
  });
});

/**
 * What a subscription create costs the database (issue 46), counted, so that it cannot grow back unseen:
 * the statements a new subscription's create runs in its request, with its idempotency key, and how many
 * of them write the idempotency record and the charge (18 statements, two idempotency writes and two charge
 * updates before issue 46). A change that adds one fails here; one that cuts
 * one lowers the pin.
 */
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { authorizedPayment, testSimulator, type StartedPayment } from '../../test-support';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';
import { statementsDuring } from '../../platform/store/statement-log';

let sims: Simulator[] = [];
afterEach(() => {
  for (const s of sims) s.close();
  sims = [];
});

const create = (sim: Simulator, paid: StartedPayment, email: string, key: string) =>
  request(sim.apps.service)
    .post('/subs/create-no-user')
    .set('Idempotency-Key', key)
    .send({ plan_id: 'pro_weekly_trial', email, attribution: {}, card: { execution_id: paid.executionId }, consent: AGREED_TO_CURRENT_TERMS });

/** The statements of one request up to its transaction's COMMIT (the receipt's delivery runs after the answer). */
async function statementsOf(sim: Simulator, send: () => Promise<unknown>): Promise<string[]> {
  const sql = await statementsDuring(sim.db, send);
  const commit = sql.indexOf('COMMIT');
  return commit === -1 ? sql : sql.slice(0, commit + 1);
}

/** Waits until the queued receipts went out (their delivery runs on its own after a purchase), so none is counted. */
async function receiptsDelivered(sim: Simulator): Promise<void> {
  const queued = sim.db.prepare('SELECT COUNT(*) FROM outbox_queue').pluck();
  for (let i = 0; i < 200 && (queued.get() as number) > 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(queued.get()).toBe(0);
}

const writesTo = (sql: readonly string[], table: string) => sql.filter((s) => new RegExp(`^(INSERT INTO|UPDATE|DELETE FROM) ${table}\\b`).test(s));

describe('a subscription create runs only the statements it must', () => {
  it('a new subscription: 15 statements in one transaction, one idempotency write, one charge update', async () => {
    const sim = testSimulator();
    sims.push(sim);
    // A first create sweeps the expired idempotency keys (once a minute): the pin is the create without it.
    await create(sim, await authorizedPayment(sim), 'first@example.com', 'k-first').expect(201);
    const paid = await authorizedPayment(sim);
    const sql = await statementsOf(sim, () => create(sim, paid, 'ada@example.com', 'k-ada').expect(201));
    const listed = sql.join('\n');
    expect(sql.length, listed).toBe(15);
    // Claim and answer in one write, inside the create's transaction (before: an in-flight claim committed on its own, then the answer).
    expect(writesTo(sql, 'idempotency_keys'), listed).toHaveLength(1);
    expect(sql.filter((s) => s === 'BEGIN'), listed).toHaveLength(1);
    expect(sql.indexOf('BEGIN'), listed).toBeLessThan(sql.findIndex((s) => /idempotency_keys/.test(s) && !s.startsWith('SELECT')));
    // The charge recorded with the shopper's email in one update (before: the email bound, then the record).
    expect(writesTo(sql, 'charges'), listed).toEqual([expect.stringMatching(/^UPDATE charges SET status = 'recorded'/)]);
    // The subscription's own reads: the execution's subscription and the email's active ones, in one.
    expect(sql.filter((s) => s.startsWith('SELECT * FROM subscriptions')), listed).toHaveLength(1);
  });

  it('a replay of an answered create reads its record and writes nothing', async () => {
    const sim = testSimulator();
    sims.push(sim);
    const paid = await authorizedPayment(sim);
    await create(sim, paid, 'ada@example.com', 'k-ada').expect(201);
    await receiptsDelivered(sim);
    const sql = await statementsOf(sim, () => create(sim, paid, 'ada@example.com', 'k-ada').expect(201));
    expect(sql).toEqual([expect.stringMatching(/^SELECT .* FROM idempotency_keys/)]);
  });
});

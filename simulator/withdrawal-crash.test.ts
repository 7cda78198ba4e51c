/**
 * The withdrawal's crash drill across both parties (issue 29, point 1): the provider refunded and the
 * process died before the merchant recorded it. After the restart the provider's signed
 * charge.refunded event completes the withdrawal, and asking again under the same key (the resume
 * pass) gets the same refund back: one refund, one refund email, whichever comes first. It stages the
 * crash with the provider's own refunds table, so it lives beside create-simulator.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { openSimulatorDatabase } from './database';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from './create-simulator';
import { Outbox } from './merchant/outbox/outbox';
import { ProviderCharges } from './payment-provider/payments/charges';
import { ProviderRefunds } from './payment-provider/payments/refunds';
import { ProviderEvents } from './payment-provider/webhooks/events';
import { RenewalScheduler } from './merchant/renewals/scheduler';
import { AddOnsRepo } from './merchant/store/add-ons';

import { SubscriptionsRepo } from './merchant/store/subscriptions';
import { selfDeliveringSimulator, testIdToken, testSimulator } from './test-support';
import { WithdrawalService } from './merchant/withdrawal/service';
import { BUYER_EMAIL, buyFrom } from './merchant/withdrawal/test-buy';

const SECRET = 'whsec_withdrawal-crash';

describe('crash drill: a withdrawal refunds at most once', () => {
  let dir: string;
  let dbPath: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'withdrawal-crash-'));
    dbPath = join(dir, 'db.sqlite');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Buys from Germany, then withdraws in a process that dies right after the provider refunded. */
  async function withdrawAndDie(): Promise<string> {
    const first = testSimulator({ dbPath, webhookSecret: SECRET });
    const id = await buyFrom(first, 'DE');
    first.close();

    const crashed = openSimulatorDatabase(dbPath);
    const events = new ProviderEvents(crashed);
    const refunds = new ProviderRefunds(crashed, () => ({ kind: 'succeeded' }), events);
    const charges = new ProviderCharges(crashed);
    const subscriptions = new SubscriptionsRepo(crashed);
    const outbox = new Outbox(crashed);
    const noRenewalDue = () => {
      throw new Error('no renewal is due within the withdrawal');
    };
    const renewals = new RenewalScheduler({ db: crashed, subscriptions, outbox, provider: { charge: noRenewalDue } });
    const dying = new WithdrawalService({
      db: crashed,
      addOns: new AddOnsRepo(crashed),
      outbox,
      provider: {
        payment: (executionId) => ({ chargeId: charges.of(executionId)?.id ?? null }),
        refund: (req, key) => {
          refunds.create(req, key);
          throw new Error('kill -9');
        },
      },
      subscriptionById: (subId) => subscriptions.byId(subId),
      clockOf: () => Date.now(),
      endNow: (subId, detail) => renewals.endNow(subId, 'withdrawal', detail),
      paidRenewals: () => [],
      addTimeline: (subId, at, kind, detail, emailId) => renewals.store.addTimeline(subId, at, kind, detail, emailId),
    });
    const sub = subscriptions.byId(id);
    if (!sub) throw new Error('no subscription');
    expect(() => dying.withdraw(sub, { subscription_id: id, name: 'Ada Lovelace', email: BUYER_EMAIL })).toThrow('kill -9');
    // The provider's refund and its event committed; the merchant's refund row is still requested.
    expect(crashed.prepare('SELECT status FROM provider_refunds').pluck().all()).toEqual(['succeeded']);
    expect(crashed.prepare('SELECT state FROM withdrawal_refunds').pluck().all()).toEqual(['requested']);
    crashed.close();
    return id;
  }

  function restart(): Simulator {
    return selfDeliveringSimulator({ dbPath, webhookSecret: SECRET });
  }

  const settled = (sim: Simulator) => sim.db.prepare('SELECT state FROM withdrawal_refunds').pluck().all();
  const refundEmails = (sim: Simulator, id: string) => sim.outbox.list({ subscriptionId: id, kind: 'refund-issued' });

  it('the webhook completes it after the restart; asking again then replays the same refund', async () => {
    const id = await withdrawAndDie();
    const sim = restart();
    try {
      await sim.webhooks.drain();
      expect(settled(sim)).toEqual(['refunded']);
      expect(refundEmails(sim, id)).toHaveLength(1);
      expect(sim.withdrawals.resume()).toBe(0);
      expect(sim.refunds.list()).toHaveLength(1);
      const me = await request(sim.apps.service).post('/members/withdrawal').set('x-id-token', testIdToken({ uid: 'ada', email: BUYER_EMAIL, emailVerified: true })).send({ subscription_id: id, name: 'Ada Lovelace', email: BUYER_EMAIL }).expect(201);
      expect(me.body.refund).toMatchObject({ state: 'refunded', total: 1 });
      expect(sim.refunds.list()).toHaveLength(1);
    } finally {
      sim.close();
    }
  });

  it('the resume pass asks again under the same key first: the provider answers the same refund, and the late event changes nothing', async () => {
    const id = await withdrawAndDie();
    const sim = restart();
    try {
      expect(sim.withdrawals.resume()).toBe(1);
      expect(settled(sim)).toEqual(['refunded']);
      expect(sim.refunds.list()).toHaveLength(1);
      await sim.webhooks.drain();
      expect(settled(sim)).toEqual(['refunded']);
      expect(refundEmails(sim, id)).toHaveLength(1);
      expect(sim.events.list().filter((e) => e.type === 'charge.refunded').map((e) => e.state)).toEqual(['delivered']);
    } finally {
      sim.close();
    }
  });
});

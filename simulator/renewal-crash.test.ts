/**
 * The renewals crash drill across both parties: the provider charged a renewal and the process died
 * before the merchant recorded it; the restart asks again under the same idempotency key and records
 * the one charge. It reaches into the provider (its charges, its renewal side) to stage the crash,
 * so it lives beside create-simulator.ts, not in a merchant folder.
 */
import { DAY_MS } from '../catalog/cadence';
import { openSimulatorDatabase } from './database';
import { CATALOGUE } from './payment-provider/scenarios/store';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSimulator } from './create-simulator';

import { SubscriptionsRepo } from './merchant/store/subscriptions';
import { Outbox } from './merchant/outbox/outbox';
import { TEST_ORIGINS } from './test-support';
import { ProviderCharges } from './payment-provider/payments/charges';
import { ScenarioRun } from './payment-provider/payments/scenario-run';
import { ScriptedStoredInstrumentProvider } from './payment-provider/payments/renewal-charges';
import type { StoredInstrumentProvider } from './payment-provider/client';
import { RenewalScheduler } from './merchant/renewals/scheduler';
import { subscribeThroughFunnel } from './merchant/renewals/test-subscribe';

describe('crash drill: a renewal charges at most once', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'renewal-crash-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('a crash after the provider charged and before the service recorded it: the restart asks again with the same key and records the one charge', async () => {
    const dbPath = join(dir, 'db.sqlite');
    const first = createSimulator({ origins: TEST_ORIGINS, dbPath, vaultJwtSecret: 'test-secret-test-secret' });
    const id = await subscribeThroughFunnel(first, 'ada@example.com', { scenario: 'renewal-success' });
    first.close();

    // The process "dies" right after the provider answered: its answer never reaches the service's tables.
    const crashed = openSimulatorDatabase(dbPath);
    const stored = new ProviderCharges(crashed);
    const real = new ScriptedStoredInstrumentProvider(crashed, {
      chargeStoredInstrument: (sub, amount) => stored.chargeStoredInstrument(sub, amount),
      // The dying process has no sessions in memory: the scenario the subscription recorded.
      renewalAnswer: (sub, index) => ScenarioRun.renewalAnswer(undefined, sub.scenario_id, index, CATALOGUE),
    });
    const dying: StoredInstrumentProvider = {
      charge: (req) => {
        real.charge(req);
        throw new Error('kill -9');
      },
    };
    const beforeCrash = new RenewalScheduler({ db: crashed, subscriptions: new SubscriptionsRepo(crashed), outbox: new Outbox(crashed), provider: dying, now: () => Date.now() });
    beforeCrash.enroll();
    crashed.prepare('UPDATE subscription_lifecycle SET clock_offset_ms = ? WHERE subscription_id = ?').run(8 * DAY_MS, id);
    expect(() => beforeCrash.runDue()).toThrow('kill -9');
    expect(crashed.prepare('SELECT state FROM renewal_charges').pluck().all()).toEqual(['pending']);
    crashed.close();

    const restarted = createSimulator({ origins: TEST_ORIGINS, dbPath, vaultJwtSecret: 'test-secret-test-secret' });
    try {
      restarted.renewals.runDue();
      // The provider's own charge rows: one merchant-initiated charge, the renewal's.
      const providerCharges = () => restarted.charges.list().filter((c) => c.kind === 'merchant-initiated' && c.subscription_id === id);
      expect(providerCharges()).toHaveLength(1);
      expect(restarted.db.prepare('SELECT state FROM renewal_charges').pluck().all()).toEqual(['paid']);
      expect(restarted.outbox.list({ subscriptionId: id, kind: 'renewal-receipt' })).toHaveLength(1);
      restarted.renewals.runDue();
      expect(providerCharges()).toHaveLength(1);
    } finally {
      restarted.close();
    }
  });
});

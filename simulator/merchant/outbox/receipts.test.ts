/**
 * Receipt delivery waits for a pause in purchases (issue 10, point 7): one purchase's receipt goes out
 * on the next turn of the event loop; while purchases keep committing, their receipts wait until none
 * committed for the idle time, then follow RECEIPTS_PER_DRAIN at a time, and never wait past the
 * longest wait; receipts a crash left are all sent at start-up.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSimulatorDatabase } from '../../database';
import { type Db } from '../../platform/store/db';
import { SubscriptionsRepo } from '../store/subscriptions';
import { Outbox } from './outbox';
import { ReceiptMailer, RECEIPTS_PER_DRAIN } from './receipts';

const PACING = { idleMs: 20, maxWaitMs: 300 };
/** Fake time for the pacing tests: timers, immediates and the monotonic clock the pacing reads. */
const FAKED: ('setTimeout' | 'clearTimeout' | 'setImmediate' | 'clearImmediate' | 'performance')[] = ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'performance'];

let db: Db;
let outbox: Outbox;
let receipts: ReceiptMailer;
beforeEach(() => {
  db = openSimulatorDatabase(':memory:');
  outbox = new Outbox(db);
  receipts = new ReceiptMailer(db, outbox, Date.now, PACING);
});
afterEach(() => {
  vi.useRealTimers();
  receipts.stop();
  db.close();
});

/** Records `count` purchases and queues their receipts, as the purchase transactions do. */
let purchases = 0;
function purchase(count: number): void {
  const subscriptions = new SubscriptionsRepo(db);
  for (let n = 0; n < count; n += 1) {
    const i = purchases;
    purchases += 1;
    const row = subscriptions.create({
      plan_id: 'pro_weekly_trial', email: `p${i}@example.com`, execution_id: `exe_${i}`, amount_value: '1.00', currency: 'USD',
      card_network: 'visa', card_last4: '4242', scenario_id: 'success', attribution: '{}',
    });
    receipts.subscriptionCreated(row);
  }
}
const sent = () => outbox.list({ kind: 'subscription-receipt' }).length;
const nextTurn = () => new Promise((done) => setImmediate(done));

describe('receipt delivery', () => {
  it('sends one purchase\'s receipt on the next turn of the event loop', async () => {
    purchase(1);
    receipts.deliverSoon();
    expect(sent()).toBe(0);
    await nextTurn();
    expect(sent()).toBe(1);
  });

  it('answers a burst first and mails its receipts a few at a time once the purchases pause', () => {
    vi.useFakeTimers({ toFake: FAKED });
    const burst = RECEIPTS_PER_DRAIN * 2 + 2;
    purchase(burst);
    receipts.deliverSoon();
    receipts.deliverSoon(); // a second purchase in the same turn: purchases are still coming
    vi.advanceTimersByTime(0);
    expect(sent()).toBe(0);
    // Purchases keep committing every few milliseconds, well under the idle time: nothing is mailed meanwhile.
    for (let i = 0; i < 8; i += 1) {
      vi.advanceTimersByTime(PACING.idleMs / 4);
      purchase(1);
      receipts.deliverSoon();
    }
    expect(sent()).toBe(0);
    // The purchases stop: within two idle times a first few go out, then a few per idle time until none is left.
    vi.advanceTimersByTime(PACING.idleMs * 2);
    expect(sent()).toBe(RECEIPTS_PER_DRAIN);
    vi.advanceTimersByTime(PACING.idleMs * 4);
    expect(sent()).toBe(burst + 8);
    expect(db.prepare('SELECT COUNT(*) FROM outbox_queue').pluck().get()).toBe(0);
  });

  it('never lets a receipt wait past the longest wait while purchases never pause', () => {
    vi.useFakeTimers({ toFake: FAKED });
    purchase(1);
    receipts.deliverSoon();
    receipts.deliverSoon();
    const keepBuying = (ms: number) => {
      for (let t = 0; t < ms; t += PACING.idleMs / 4) {
        vi.advanceTimersByTime(PACING.idleMs / 4);
        purchase(1);
        receipts.deliverSoon();
      }
    };
    keepBuying(PACING.maxWaitMs - PACING.idleMs * 2);
    expect(sent()).toBe(0);
    keepBuying(PACING.idleMs * 3);
    expect(sent()).toBe(RECEIPTS_PER_DRAIN);
  });

  it('sends every receipt a crash left queued at start-up, past one batch', () => {
    purchase(130);
    expect(receipts.deliverAll()).toBe(130);
    expect(sent()).toBe(130);
  });
});

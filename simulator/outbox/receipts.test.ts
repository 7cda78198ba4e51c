/**
 * Receipt delivery is paced (issue 10, point 7): one purchase's receipt goes out on the next turn of
 * the event loop; a burst's receipts follow RECEIPTS_PER_DRAIN at a time, RECEIPT_DRAIN_PAUSE_MS
 * apart, until none is left; receipts a crash left are all sent at start-up.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../store/db';
import { SubscriptionsRepo } from '../store/subscriptions';
import { Outbox } from './outbox';
import { ReceiptMailer, RECEIPT_DRAIN_PAUSE_MS, RECEIPTS_PER_DRAIN } from './receipts';

let db: Db;
let outbox: Outbox;
let receipts: ReceiptMailer;
beforeEach(() => {
  db = openDatabase(':memory:');
  outbox = new Outbox(db);
  receipts = new ReceiptMailer(db, outbox);
});
afterEach(() => {
  receipts.stop();
  db.close();
});

/** Records `count` purchases and queues their receipts, as the purchase transactions do. */
function purchase(count: number): void {
  const subscriptions = new SubscriptionsRepo(db);
  for (let i = 0; i < count; i += 1) {
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

  it('answers a burst first and mails its receipts a few at a time until none is left', async () => {
    const burst = RECEIPTS_PER_DRAIN * 2 + 2;
    purchase(burst);
    receipts.deliverSoon();
    receipts.deliverSoon(); // a second purchase in the same turn joins the same drain
    await nextTurn();
    expect(sent()).toBe(RECEIPTS_PER_DRAIN);
    await sleep(RECEIPT_DRAIN_PAUSE_MS * 5);
    expect(sent()).toBe(burst);
    expect(db.prepare('SELECT COUNT(*) FROM outbox_queue').pluck().get()).toBe(0);
  });

  it('sends every receipt a crash left queued at start-up, past one batch', () => {
    purchase(130);
    expect(receipts.deliverAll()).toBe(130);
    expect(sent()).toBe(130);
  });
});

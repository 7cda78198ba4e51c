import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { openSimulatorDatabase } from '../../database';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findPlan, type Plan } from '../../../catalog/plans';
import { createSimulator, type Simulator } from '../../create-simulator';
import { type Db } from '../../platform/store/db';
import { authorizeBody, authorizedPayment, startSession, testSimulator, tokenizeCard, TEST_ORIGINS } from '../../test-support';
import { addOnReceipt, nextChargeDate, subscriptionReceipt } from './emails';
import { cancelCode } from './lifecycle-emails';
import { CardDataInEmailError, holdsCardNumber, Outbox } from './outbox';
import { ReceiptMailer } from './receipts';
import { AGREED_TO_CURRENT_TERMS } from '../../../catalog/renewal-terms';

const plan = (id: string): Plan => {
  const p = findPlan(id);
  if (!p) throw new Error(`no plan ${id}`);
  return p;
};

describe('holdsCardNumber', () => {
  it.each(['4242424242424242', 'card 4242 4242 4242 4242 used', '4000-0000-0000-0002', '378282246310005'])('finds %s', (text) => {
    expect(holdsCardNumber(text)).toBe(true);
  });
  it.each(['$19.99 every week', 'November 29, 2026', 'sub_0b7c1e2a-1111-4222-8333-444455556666', '4242', '1234567890123', 'order 4242424242424241'])(
    'lets %s through',
    (text) => {
      expect(holdsCardNumber(text)).toBe(false);
    },
  );
});

describe('Outbox', () => {
  let db: Db;
  beforeEach(() => {
    db = openSimulatorDatabase(':memory:');
  });
  afterEach(() => db.close());

  it('stores emails and lists them newest first, filtered by recipient, kind and subscription', () => {
    let now = Date.parse('2026-11-22T10:00:00Z');
    const outbox = new Outbox(db, () => now);
    const a = outbox.send({ to: 'A@Example.com', subject: 's1', text: 't1', kind: 'subscription-receipt', subscriptionId: 'sub_a' });
    now += 1000;
    const b = outbox.send({ to: 'a@example.com', subject: 's2', text: 't2', html: '<p>t2</p>', kind: 'add-on-receipt', subscriptionId: 'sub_a' });
    outbox.send({ to: 'b@example.com', subject: 's3', text: 't3', kind: 'subscription-receipt' });
    expect(outbox.list({ to: 'a@EXAMPLE.com' }).map((e) => e.id)).toEqual([b.id, a.id]);
    expect(outbox.list({ kind: 'add-on-receipt' })).toEqual([b]);
    expect(outbox.list({ subscriptionId: 'sub_a', limit: 1 })).toEqual([b]);
    expect(outbox.get(a.id)).toEqual({ ...a, html: null });
    expect(a.createdAt).toBe('2026-11-22T10:00:00.000Z');
  });

  it('refuses an email that carries a card number, in any part', () => {
    const outbox = new Outbox(db);
    expect(() => outbox.send({ to: 'a@b.co', subject: 'hi', text: 'Paid with 4242 4242 4242 4242', kind: 'subscription-receipt' })).toThrow(CardDataInEmailError);
    expect(() => outbox.send({ to: 'a@b.co', subject: 'hi', text: 'ok', html: '<b>4000000000000002</b>', kind: 'subscription-receipt' })).toThrow(/html/);
    expect(outbox.list()).toEqual([]);
  });

  it('sends a receipt whose own id happens to hold a Luhn-valid run, and still refuses that run anywhere else', () => {
    // A real subscription id that dropped a receipt in CI: "49-67065231009" is 13 digits that pass Luhn.
    const id = 'sub_4a666502-bc13-457d-9b49-67065231009c';
    expect(holdsCardNumber(id)).toBe(true);
    const outbox = new Outbox(db);
    const receipt = subscriptionReceipt({ to: 'a@b.co', subscriptionId: id, plan: plan('pro_weekly_trial'), chargedValue: '1.00', currency: 'USD', createdAt: new Date('2026-11-22T00:00:00Z') });
    expect(outbox.send(receipt).text).toContain(id);
    expect(() => outbox.send({ ...receipt, text: `${receipt.text} 49-67065231009` })).toThrow(CardDataInEmailError);
  });

  it('sends a cancellation code whose link holds a Luhn-valid run in its random id', () => {
    // "4242-424242424242" inside the code's UUID reads as a test Visa: the email must still go out.
    const link = 'https://app.test/mindmetric/unsubscribe-with-email?content=ccd_0a1b2c3d-5e6f-4a7b-4242-424242424242.123456';
    expect(holdsCardNumber(link)).toBe(true);
    const outbox = new Outbox(db);
    expect(outbox.send(cancelCode('a@b.co', { code: '123456', validMinutes: 15, link })).html).toContain(link);
  });
});

describe('receipts', () => {
  it('the weekly trial: $1 today, then $19.99 every week, next charge 7 days later', () => {
    const email = subscriptionReceipt({ to: 'a@b.co', subscriptionId: 'sub_1', plan: plan('pro_weekly_trial'), chargedValue: '1.00', currency: 'USD', createdAt: new Date('2026-11-22T23:30:00Z') });
    expect(email).toMatchObject({ kind: 'subscription-receipt', subscriptionId: 'sub_1', subject: 'Your MindMetric receipt: Weekly Plan' });
    expect(email.text).toContain('Plan: Weekly plan with 7-day trial');
    expect(email.text).toContain('Charged today: $1.00 USD');
    expect(email.text).toContain('Then: $19.99 USD every week');
    expect(email.text).toContain('Next charge: November 29, 2026');
    expect(email.html).toContain('<th scope="row"');
    expect(email.html).toContain('November 29, 2026');
  });

  it('plans without a trial renew after their own length; add-ons never', () => {
    const from = new Date('2026-01-31T12:00:00Z');
    expect(nextChargeDate(plan('pro_3month'), from)?.toISOString()).toBe('2026-04-25T12:00:00.000Z'); // every 12 weeks (app §3 in docs/spec-coverage.md)
    expect(nextChargeDate(plan('pro_3month_48'), from)?.toISOString()).toBe('2026-04-25T12:00:00.000Z');
    expect(nextChargeDate(plan('pro_ult_pack'), from)).toBeNull();
  });

  it('the add-on receipt names the add-on, the charge and the subscription', () => {
    const email = addOnReceipt({ to: 'a@b.co', subscriptionId: 'sub_1', addOnId: 'add_1', plan: plan('pro_ult_pack_s'), chargedValue: '28.99', currency: 'USD' });
    expect(email.kind).toBe('add-on-receipt');
    expect(email.text).toContain('Add-on: Ultimate pack');
    expect(email.text).toContain('Charged: $28.99 USD');
    expect(email.text).toContain('does not renew');
  });

  it('escapes what goes into the HTML part', () => {
    // A plan the catalogues do not name keeps its own (English) name: here a hostile one.
    const evil = { ...plan('pro_weekly_trial'), id: 'pro_not_in_the_catalogues', name_full: '<script>x</script>' };
    const email = subscriptionReceipt({ to: 'a@b.co', subscriptionId: 'sub_1', plan: evil, chargedValue: '1.00', currency: 'USD', createdAt: new Date() });
    expect(email.html).not.toContain('<script>x');
    expect(email.html).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});

describe('the subscription service sends receipts', () => {
  let sim: Simulator;
  beforeEach(() => {
    sim = createSimulator({ origins: TEST_ORIGINS, vaultJwtSecret: 'test-secret-test-secret' });
  });
  afterEach(() => sim.close());

  async function subscribe(email: string): Promise<string> {
    const s = await startSession(sim);
    const token = await tokenizeCard(sim, s.token, '4242424242424242');
    await request(sim.apps.service).post(s.authorizePath).set('Authorization', `Bearer ${s.token}`).send(authorizeBody(token)).expect(200);
    await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
    await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
    const body = { plan_id: 'pro_weekly_trial', email, attribution: {}, card: { execution_id: s.executionId }, consent: AGREED_TO_CURRENT_TERMS };
    const created = await request(sim.apps.service).post('/subs/create-no-user').set('Idempotency-Key', `k-${s.executionId}`).send(body).expect(201);
    // A double click replays the answer: the handler does not run again, so no second email.
    await request(sim.apps.service).post('/subs/create-no-user').set('Idempotency-Key', `k-${s.executionId}`).send(body).expect(201);
    return (created.body as { id: string }).id;
  }

  it('one receipt per new subscription, with no card data, listed and opened through the QA API', async () => {
    const id = await subscribe('Receipt@Example.com');
    // nodemailer delivers after the email is recorded: wait for it, so every read below sees the same row.
    await sim.outbox.settled();
    const emails = sim.outbox.list({ to: 'receipt@example.com' });
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({ kind: 'subscription-receipt', subscriptionId: id, to: 'receipt@example.com' });
    expect(email?.text).toContain('Next charge:');
    expect(holdsCardNumber(JSON.stringify(email))).toBe(false);
    expect(JSON.stringify(email)).not.toContain('4242 4242');

    const listed = await request(sim.apps.service).get('/qa/api/outbox').query({ to: 'receipt@example.com', kind: 'subscription-receipt' }).expect(200);
    expect(listed.body).toEqual([email]);
    const one = await request(sim.apps.service).get(`/qa/api/outbox/${email?.id}`).expect(200);
    expect(one.body).toEqual(email);
    const page = await request(sim.apps.service).get(`/qa/outbox/${email?.id}`).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain('sandbox');
    expect(page.text).toContain('Welcome to MindMetric');
    const missing = await request(sim.apps.service).get('/qa/api/outbox/eml_nope').expect(404);
    expect(missing.body.code).toBe('not-found');
    await request(sim.apps.service).get('/qa/api/outbox').query({ kind: 'spam' }).expect(400);
  });

  it('an add-on receipt when an add-on is charged, and the QA API lists the add-on under its subscription', async () => {
    const id = await subscribe('addon@example.com');
    await request(sim.apps.service).post('/subs/create-no-user').send({ plan_id: 'pro_ult_pack_s', email: 'addon@example.com', subscription_id: id }).expect(201);
    // The receipt goes out on a turn after the answer (the answer waits only for its commit).
    const receipt = await vi.waitFor(() => {
      const sent = sim.outbox.list({ kind: 'add-on-receipt' });
      expect(sent).toHaveLength(1);
      return sent;
    });
    expect(receipt[0]).toMatchObject({ to: 'addon@example.com', subscriptionId: id });
    expect(receipt[0]?.text).toContain('Ultimate pack');
    const subs = await request(sim.apps.service).get('/qa/api/subscriptions').query({ email: 'addon@example.com' }).expect(200);
    expect(subs.body[0].addOns).toEqual([expect.objectContaining({ plan_id: 'pro_ult_pack_s', amount_value: '28.99' })]);
  });
});

describe('a receipt across a crash', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('a crash after the create committed and before its receipt went out: the receipt goes out once, at the next start, and never again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-receipt-crash-'));
    dirs.push(dir);
    const dbPath = join(dir, 'db.sqlite');
    const first = testSimulator({ dbPath });
    // The process dies right after the commit: the receipt's queued row is all that is left of it.
    const drains = vi.spyOn(ReceiptMailer.prototype, 'deliverSoon').mockImplementation(() => undefined);
    const paid = await authorizedPayment(first);
    const body = { plan_id: 'pro_weekly_trial', email: 'crash@example.com', attribution: {}, card: { execution_id: paid.executionId }, consent: AGREED_TO_CURRENT_TERMS };
    const created = await request(first.apps.service).post('/subs/create-no-user').set('Idempotency-Key', 'k-crash').send(body).expect(201);
    expect(drains).toHaveBeenCalled();
    expect(first.outbox.list({ to: 'crash@example.com' })).toHaveLength(0);
    first.close();
    drains.mockRestore();

    for (let start = 0; start < 2; start += 1) {
      const restarted = testSimulator({ dbPath });
      // The retried create replays its answer and queues nothing more.
      await request(restarted.apps.service).post('/subs/create-no-user').set('Idempotency-Key', 'k-crash').send(body).expect(201);
      await new Promise((done) => setImmediate(done));
      const receipts = restarted.outbox.list({ to: 'crash@example.com' });
      expect(receipts.map((r) => [r.kind, r.subscriptionId, r.deliveredVia])).toEqual([['subscription-receipt', created.body.id, 'outbox']]);
      restarted.close();
    }
  });
});

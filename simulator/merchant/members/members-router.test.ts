import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { openSimulatorDatabase } from '../../database';
import type { QuizScore } from '../../../contracts/quiz-answers';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, it } from 'vitest';
import { notFoundHandler, Problem, problemHandler } from '../../platform/http/problem';
import { AddOnsRepo } from '../store/add-ons';
import { migrate, type Db } from '../../platform/store/db';
import { SubscriptionsRepo, type SubscriptionRow } from '../store/subscriptions';
import { DAY_MS } from '../../../catalog/cadence';
import { HEARTBEAT_RETENTION_DAYS } from './constants';
import type { VerifiedUser } from './member-service';
import { MEMBER_ITEMS } from './items/bank';
import { membersRouter } from './router';
import { CalibrationsRepo } from '../psychometrics/calibrations-repo';
import { PSYCHOMETRICS_MIGRATIONS } from '../psychometrics/migrations';

/**
 * The members' router in-process. Identity is a stand-in here (`x-id-token: ok:{uid}`) so these
 * tests exercise the members' rules; the real token cases for the four cloud functions run against the emulator in simulator/merchant/identity/identity.emulator.test.ts, on these handlers.
 */
const standInIdentity: RequestHandler = (req, res, next) => {
  const token = req.get('x-id-token');
  if (!token?.startsWith('ok:')) return next(new Problem('unauthorized', 'Missing or bad x-id-token.'));
  const uid = token.slice(3);
  res.locals.user = { uid, email: `${uid}@example.com`, emailVerified: true } satisfies VerifiedUser;
  next();
};

const standInOwnership: RequestHandler = (req, res, next) => {
  const id = String((req.method === 'GET' ? req.query.subscription_id : (req.body as { subscription_id?: unknown }).subscription_id) ?? '');
  const row = subs.byId(id);
  if (!row) return next(new Problem('not-found', 'no such subscription'));
  if (row.user_ref !== `firebase:${(res.locals.user as VerifiedUser).uid}`) return next(new Problem('forbidden', 'not yours'));
  res.locals.sub = row;
  next();
};
const standInSameUser: RequestHandler = (req, res, next) => next((req.body as { user_id?: string }).user_id === (res.locals.user as VerifiedUser).uid ? undefined : new Problem('forbidden', 'other user'));

let db: Db;
let clock: number;
let app: express.Express;
let subs: SubscriptionsRepo;
let addOns: AddOnsRepo;
let calibrations: CalibrationsRepo;

function subscribe(uid: string | null, planId = 'pro_weekly_trial', email = `${uid}@example.com`) {
  return subs.create({ plan_id: planId, email, execution_id: `ex_${Math.random()}`, amount_value: '1.00', currency: 'USD', card_network: 'visa', card_last4: '4242', scenario_id: 'success', attribution: '{"country":"DE"}', user_ref: uid ? `firebase:${uid}` : null });
}

interface Sat {
  readonly status: string;
  readonly result: { iq: number; iq_low: number; iq_high: number; correct: number; total: number };
  readonly ended_by: string;
  readonly precision: { se_iq: number };
  readonly asked: readonly { id: string; category: string; right: boolean }[];
}

/** Takes a whole adaptive sitting over HTTP, answering right when `right(item, n)` says so (the key from the service's bank). */
async function sit(uid: string, testId: string, right: (item: { id: string; category: string }, n: number) => boolean): Promise<Sat> {
  let state = (await request(app).post(`/members/tests/${testId}/sitting`).set('x-id-token', `ok:${uid}`).send({}).expect(201)).body;
  const asked: { id: string; category: string; right: boolean }[] = [];
  while (state.status === 'open') {
    const item = MEMBER_ITEMS.get(state.item.id)!;
    const ok = right(state.item, asked.length);
    asked.push({ id: item.id, category: state.item.category, right: ok });
    const option = ok ? item.key : (item.key + 1) % item.options;
    state = (await request(app).post(`/members/sittings/${state.id}/answers`).set('x-id-token', `ok:${uid}`).send({ item_id: item.id, option }).expect(200)).body;
  }
  return { ...state, asked };
}

/** Funnel quiz scores by the subscription that bought them (the measurement party's answer, simulator/merchant/psychometrics). */
let quizScores: Map<string, QuizScore>;
/** A fixed sequence of "random" draws: the exposure control picks reproducibly here. */
const seq = () => {
  let i = 0;
  return () => ((i += 1) * 0.618_034) % 1;
};
const quizScoreOf = (ids: readonly string[]) => quizScores.get(ids.find((id) => quizScores.has(id)) ?? '');

beforeEach(() => {
  quizScores = new Map();
  db = openSimulatorDatabase(':memory:');
  migrate(db, PSYCHOMETRICS_MIGRATIONS);
  calibrations = new CalibrationsRepo(db);
  clock = Date.parse('2026-11-22T10:00:00Z');
  subs = new SubscriptionsRepo(db);
  addOns = new AddOnsRepo(db);
  app = express();
  app.use(express.json());
  app.use(membersRouter({ db, addOns, requireUser: standInIdentity, userOf: (res) => res.locals.user as VerifiedUser, requireOwnSubscription: standInOwnership, subscriptionOf: (res) => res.locals.sub as SubscriptionRow, requireSameUserId: standInSameUser, serviceOrigin: 'http://service.test', now: () => clock, quizScoreOf, liveBank: (items) => calibrations.live(items), random: seq() }));
  app.use(notFoundHandler, problemHandler);
});

describe('members router', () => {
  it('lists the caller\u2019s subscriptions with next charge date, network and last four', async () => {
    const sub = subscribe('ada');
    addOns.create({ subscription_id: sub.id, plan_id: 'pro_analysis_report_s', amount_value: '14.99', currency: 'USD', charge_id: 'ch_1' });
    subscribe('bob');
    const res = await request(app).get('/members/me').set('x-id-token', 'ok:ada').expect(200);
    expect(res.body.active).toBe(true);
    expect(res.body.subscriptions).toHaveLength(1);
    const [mine] = res.body.subscriptions;
    expect(mine).toMatchObject({ id: sub.id, network: 'visa', last4: '4242', price: 19.99, renews: 'every week' });
    expect(Date.parse(mine.next_charge_at) - Date.parse(sub.created_at)).toBe(7 * DAY_MS);
    expect(mine.add_ons).toEqual([expect.objectContaining({ plan_id: 'pro_analysis_report_s', price: 14.99, next_charge_at: null })]);
  });

  it('shows a subscription cancelled while paid up as active until its period ends, with no next charge', async () => {
    const sub = subscribe('ada');
    const periodEnd = Date.parse(sub.created_at) + 7 * DAY_MS;
    const ending = express();
    ending.use(express.json());
    ending.use(membersRouter({ db, addOns, requireUser: standInIdentity, userOf: (res) => res.locals.user as VerifiedUser, requireOwnSubscription: standInOwnership, subscriptionOf: (res) => res.locals.sub as SubscriptionRow, requireSameUserId: standInSameUser, serviceOrigin: 'http://service.test', now: () => clock, quizScoreOf, liveBank: (items) => calibrations.live(items), seedSynthetic: false, endsAt: (id) => (id === sub.id ? periodEnd : null) }));
    const res = await request(ending).get('/members/me').set('x-id-token', 'ok:ada').expect(200);
    expect(res.body.active).toBe(true);
    expect(res.body.subscriptions[0]).toMatchObject({ id: sub.id, status: 'active', next_charge_at: null, ends_at: new Date(periodEnd).toISOString() });
    const plain = await request(app).get('/members/me').set('x-id-token', 'ok:ada').expect(200);
    expect(plain.body.subscriptions[0].ends_at).toBeNull();
  });

  it('counts an unlinked subscription bought with the user\u2019s verified email as theirs, never another email\u2019s', async () => {
    const own = subscribe(null, 'pro_3month', 'ada@example.com');
    subscribe(null, 'pro_3month', 'eve@example.com');
    const res = await request(app).get('/members/me').set('x-id-token', 'ok:ada').expect(200);
    expect(res.body.subscriptions.map((s: { id: string }) => s.id)).toEqual([own.id]);
    // app §3 in docs/spec-coverage.md: the 3-month plan renews every 12 weeks, as the renewals charge it.
    expect(res.body.subscriptions[0].renews).toBe('every 12 weeks');
    expect(Date.parse(res.body.subscriptions[0].next_charge_at) - Date.parse(own.created_at)).toBe(84 * DAY_MS);
  });

  it('refuses results to a signed-in user without an active subscription (403, reason)', async () => {
    const res = await request(app).get('/members/results').set('x-id-token', 'ok:nobody').expect(403);
    expect(res.body).toMatchObject({ code: 'forbidden', reason: 'no-active-subscription' });
  });

  it('scores an adaptive sitting on the service and lists it as history, newest first', async () => {
    subscribe('ada');
    const first = await sit('ada', 'numerical', (_item, n) => n % 2 === 0);
    expect(first.status).toBe('finished');
    expect(first.result.total).toBe(first.asked.length);
    expect(first.result.correct).toBe(first.asked.filter((a) => a.right).length);
    expect(first.result.iq_low).toBeLessThan(first.result.iq);
    expect(first.result.iq_high).toBeGreaterThan(first.result.iq);
    clock += 1000;
    const second = await sit('ada', 'numerical', () => true);
    const history = await request(app).get('/members/results').set('x-id-token', 'ok:ada').expect(200);
    expect(history.body.results.map((r: { correct: number }) => r.correct)).toEqual([second.result.correct, first.result.correct]);
    expect(second.result.iq).toBeGreaterThan(first.result.iq);
  });

  it('lists the funnel quiz score bought with the subscription in the history, with its date and how many questions it rests on (issue 41)', async () => {
    const sub = subscribe('ada');
    const history = async () => (await request(app).get('/members/results').set('x-id-token', 'ok:ada').expect(200)).body;
    expect((await history()).funnel_quiz).toBeNull();
    quizScores.set(sub.id, { attempt_id: 'qa_1', iq: 112, iq_low: 104, iq_high: 120, percentile: 79, se_iq: 4, calibration_version: 0, items: 1, skipped: Array.from({ length: 19 }, (_, i) => i + 1), provisional_items: 1, completed_at: '2026-12-01T10:00:00.000Z' });
    const body = await history();
    expect(body.results).toEqual([]);
    expect(body.funnel_quiz).toEqual({ attempt_id: 'qa_1', iq: 112, iq_low: 104, iq_high: 120, items: 1, completed_at: '2026-12-01T10:00:00.000Z' });
  });

  it('rejects a malformed answer with 400 problem+json, and an unknown test with 404', async () => {
    subscribe('ada');
    const started = await request(app).post('/members/tests/verbal/sitting').set('x-id-token', 'ok:ada').send({}).expect(201);
    const res = await request(app).post(`/members/sittings/${started.body.id}/answers`).set('x-id-token', 'ok:ada').send({ item_id: started.body.item.id, option: 'B' }).expect(400);
    expect(res.type).toBe('application/problem+json');
    await request(app).post('/members/tests/astrology/sitting').set('x-id-token', 'ok:ada').send({}).expect(404);
  });

  it('compares by country above the minimum group size, labelled synthetic, with the caller\u2019s position', async () => {
    subscribe('ada');
    await sit('ada', 'reasoning', () => true);
    const res = await request(app).get('/members/compare').set('x-id-token', 'ok:ada').expect(200);
    expect(res.body.synthetic).toBe(true);
    expect(res.body.hidden_groups).toBeGreaterThan(0);
    expect(res.body.countries.every((c: { people: number }) => c.people >= res.body.min_group_size)).toBe(true);
    expect(res.body.countries.map((c: { country: string }) => c.country)).not.toContain('IS');
    const us = res.body.countries.find((c: { country: string }) => c.country === 'US');
    expect(us.your_percentile).toBeGreaterThan(50);
  });

  it('heartbeat: at most one record a day, kept 30 days, payload capped at 1024 characters', async () => {
    const beat = (payload: string) => request(app).post('/members/heartbeat').set('x-id-token', 'ok:ada').send({ payload });
    expect((await beat('{"route":"iq-tests"}')).status).toBe(201);
    expect((await beat('{"route":"compare"}')).body).toMatchObject({ recorded: false });
    clock += DAY_MS;
    expect((await beat('x'.repeat(1024))).status).toBe(201);
    const tooLong = await beat('x'.repeat(1025));
    expect(tooLong.status).toBe(413);
    expect(tooLong.body.code).toBe('payload-too-large');
    let listed = await request(app).get('/qa/api/heartbeats?user=ada').expect(200);
    expect(listed.body.heartbeats).toHaveLength(2);
    clock += HEARTBEAT_RETENTION_DAYS * DAY_MS - 1;
    listed = await request(app).get('/qa/api/heartbeats?user=ada').expect(200);
    expect(listed.body.heartbeats).toHaveLength(1);
    await beat('later');
    expect(db.prepare("SELECT COUNT(*) FROM heartbeats WHERE user_ref = 'firebase:ada'").pluck().get()).toBe(2);
  });

  it('cloud functions: 401 without a token, 403 on another user\u2019s subscription', async () => {
    const bobs = subscribe('bob');
    subscribe('ada');
    await request(app).get(`/functions/get-report?subscription_id=${bobs.id}`).expect(401);
    await request(app).get(`/functions/get-report?subscription_id=${bobs.id}`).set('x-id-token', 'forged').expect(401);
    for (const call of [
      request(app).get(`/functions/get-report?subscription_id=${bobs.id}`),
      request(app).get(`/functions/get-profile?subscription_id=${bobs.id}`),
      request(app).post('/functions/create-certificate').send({ subscription_id: bobs.id, name: 'Ada' }),
      request(app).post('/functions/create-report').send({ user_id: 'ada', iq_value: 100, subscription_id: bobs.id, name: 'Ada', email: 'ada@example.com' }),
    ]) {
      const res = await call.set('x-id-token', 'ok:ada');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('forbidden');
    }
  });

  it('report: an offer without the add-on, then a per-category breakdown with it', async () => {
    const sub = subscribe('ada');
    const sat = await sit('ada', 'reasoning', (item) => item.category === 'number-series');
    const before = await request(app).get(`/functions/get-report?subscription_id=${sub.id}`).set('x-id-token', 'ok:ada').expect(200);
    expect(before.body).toEqual({ purchased: false, report: null });
    const body = { user_id: 'ada', iq_value: 0, subscription_id: sub.id, name: 'Ada Lovelace', email: 'ada@example.com' };
    const iq = (await request(app).get(`/functions/get-profile?subscription_id=${sub.id}`).set('x-id-token', 'ok:ada').expect(200)).body.latest.iq as number;
    expect((await request(app).post('/functions/create-report').set('x-id-token', 'ok:ada').send({ ...body, iq_value: iq })).body.reason).toBe('report-not-purchased');
    addOns.create({ subscription_id: sub.id, plan_id: 'club_ult_pack', amount_value: '32.99', currency: 'USD', charge_id: 'ch_2' });
    const created = await request(app).post('/functions/create-report').set('x-id-token', 'ok:ada').send({ ...body, iq_value: iq }).expect(201);
    // Content balancing asks every kind; the breakdown counts what was asked and answered right.
    expect(created.body.categories).toHaveLength(5);
    const series = sat.asked.filter((a) => a.category === 'number-series').length;
    expect(series).toBeGreaterThan(0);
    expect(created.body.categories.find((c: { category: string }) => c.category === 'number-series')).toEqual({ category: 'number-series', correct: series, total: series });
    expect(created.body.categories.find((c: { category: string }) => c.category === 'logic')).toMatchObject({ correct: 0 });
    const after = await request(app).get(`/functions/get-report?subscription_id=${sub.id}`).set('x-id-token', 'ok:ada').expect(200);
    expect(after.body.report.id).toBe(created.body.id);
  });

  it('certificate: a PDF with the name, and an id the service verifies', async () => {
    const sub = subscribe('ada');
    await request(app).post('/functions/create-certificate').set('x-id-token', 'ok:ada').send({ subscription_id: sub.id, name: 'Ada' }).expect(409);
    await sit('ada', 'reasoning', (_item, n) => n % 3 !== 0);
    const cert = await request(app).post('/functions/create-certificate').set('x-id-token', 'ok:ada').send({ subscription_id: sub.id, name: 'Ada Lovelace' }).expect(201);
    const path = new URL(cert.body.pdf_url).pathname;
    const pdf = await request(app).get(path).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(pdf.headers['content-disposition']).toContain('attachment');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.body as Buffer)), { mergePages: true });
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain(cert.body.id);
    // It names the test and the day that produced the score, not "the 20-question reasoning test".
    expect(text).not.toContain('20-question');
    expect(text).toContain('completed the MindMetric Reasoning test (');
    expect(text).toContain('on November 22, 2026 with an estimated score of');
    const verified = await request(app).get(new URL(cert.body.verify_url).pathname).expect(200);
    expect(verified.body).toMatchObject({ valid: true, name: 'Ada Lovelace', id: cert.body.id });
    const page = await request(app).get(new URL(cert.body.verify_url).pathname).set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('Valid certificate');
    expect(page.text).toContain('Ada Lovelace');
    // A styled page of its own, no script, the id in a code element that wraps (issue 31).
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline';/);
    expect(page.text).toContain(`<code>${cert.body.id}</code>`);
    expect(page.text).toMatch(/code \{[^}]*word-break: break-all/);
    await request(app).get('/certificates/MM-00000000000000000000000000000000').expect(404);
    await request(app).get('/certificates/nonsense/pdf').expect(404);
  });

  it('says whether the member typed their name: the stand-in from the email address is never offered as one', async () => {
    subscribe('ada');
    const before = (await request(app).get('/members/me').set('x-id-token', 'ok:ada').expect(200)).body;
    expect(before).toMatchObject({ name: 'ada', name_given: false });
    await request(app).post('/members/profile').set('x-id-token', 'ok:ada').send({ name: 'Ada Lovelace' }).expect(200);
    expect((await request(app).get('/members/me').set('x-id-token', 'ok:ada').expect(200)).body).toMatchObject({ name: 'Ada Lovelace', name_given: true });
  });

  it('certificate: one id per result; Create again reuses it (with the name as typed now), a newer result gets its own', async () => {
    const sub = subscribe('ada');
    await sit('ada', 'reasoning', (_item, n) => n % 3 !== 0);
    const create = (name: string) => request(app).post('/functions/create-certificate').set('x-id-token', 'ok:ada').send({ subscription_id: sub.id, name }).expect(201);
    const first = (await create('Ada Lovelace')).body;
    const again = (await create('Ada Lovelace')).body;
    expect(again.id).toBe(first.id);
    const corrected = (await create('Ada King Lovelace')).body;
    expect(corrected).toMatchObject({ id: first.id, name: 'Ada King Lovelace', issued_at: first.issued_at });
    expect((await request(app).get(`/certificates/${first.id}`).expect(200)).body).toMatchObject({ name: 'Ada King Lovelace' });
    clock += 60_000;
    await sit('ada', 'reasoning', (_item, n) => n % 2 !== 0);
    const newer = (await create('Ada Lovelace')).body;
    expect(newer.id).not.toBe(first.id);
    expect(db.prepare('SELECT COUNT(*) FROM certificates').pluck().get()).toBe(2);
  });
});

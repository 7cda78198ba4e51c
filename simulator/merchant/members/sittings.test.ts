/**
 * Adaptive sittings over HTTP (issue 27, point 3): the service picks, scores and stops; the key never
 * leaves it; an answer is final and a retry is harmless; the clock is the service's.
 */
import express, { type RequestHandler } from 'express';
import { openSimulatorDatabase } from '../../database';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { TESTS } from '../../../catalog/iq-tests';
import { notFoundHandler, Problem, problemHandler } from '../../platform/http/problem';
import { CalibrationsRepo } from '../psychometrics/calibrations-repo';
import { TARGET_SE } from '../psychometrics/constants';
import { PSYCHOMETRICS_MIGRATIONS } from '../psychometrics/migrations';
import { AddOnsRepo } from '../store/add-ons';
import { migrate, } from '../../platform/store/db';
import { SubscriptionsRepo } from '../store/subscriptions';
import { MEMBER_ITEMS } from './items/bank';
import type { VerifiedUser } from './member-service';
import { membersRouter } from './router';
import { LATE_ANSWER_GRACE_MS } from './sitting-service';

const identity: RequestHandler = (req, res, next) => {
  const token = req.get('x-id-token');
  if (!token?.startsWith('ok:')) return next(new Problem('unauthorized', 'Missing or bad x-id-token.'));
  res.locals.user = { uid: token.slice(3), email: `${token.slice(3)}@example.com`, emailVerified: true } satisfies VerifiedUser;
  next();
};
const unused: RequestHandler = (_req, _res, next) => next(new Problem('forbidden', 'not in these tests'));

let app: express.Express;
let clock: number;
let draws: number;

beforeEach(() => {
  const db = openSimulatorDatabase(':memory:');
  migrate(db, PSYCHOMETRICS_MIGRATIONS);
  const calibrations = new CalibrationsRepo(db);
  const subs = new SubscriptionsRepo(db);
  for (const uid of ['ada', 'bob']) {
    subs.create({ plan_id: 'pro_weekly_trial', email: `${uid}@example.com`, execution_id: `ex_${uid}`, amount_value: '1.00', currency: 'USD', card_network: 'visa', card_last4: '4242', scenario_id: 'success', attribution: '{"country":"DE"}', user_ref: `firebase:${uid}` });
  }
  clock = Date.parse('2026-11-27T10:00:00Z');
  draws = 0;
  app = express();
  app.use(express.json());
  app.use(
    membersRouter({
      db,
      addOns: new AddOnsRepo(db),
      requireUser: identity,
      userOf: (res) => res.locals.user as VerifiedUser,
      requireOwnSubscription: unused,
      subscriptionOf: () => {
        throw new Error('not in these tests');
      },
      requireSameUserId: unused,
      serviceOrigin: 'http://service.test',
      now: () => clock,
      quizScoreOf: () => undefined,
      liveBank: (items) => calibrations.live(items),
      random: () => ((draws += 1) * 0.618_034) % 1,
      seedSynthetic: false,
    }),
  );
  app.use(notFoundHandler, problemHandler);
});

const as = (uid: string) => ({ 'x-id-token': `ok:${uid}` });
const start = (uid: string, test = 'reasoning') => request(app).post(`/members/tests/${test}/sitting`).set(as(uid)).send({});
const answer = (uid: string, id: string, item_id: string, option: number) => request(app).post(`/members/sittings/${id}/answers`).set(as(uid)).send({ item_id, option });
const keyOf = (id: string) => MEMBER_ITEMS.get(id)!.key;
/** A wrong option of the item (items have three to six options). */
const wrongOf = (id: string) => (keyOf(id) + 1) % MEMBER_ITEMS.get(id)!.options;

describe('adaptive sittings', () => {
  it('asks one item at a time without its key, and stops when the SE reaches the target, before the item limit', async () => {
    let state = (await start('ada').expect(201)).body;
    expect(state).toMatchObject({ status: 'open', answered: 0, max_items: 30, precision: { progress: 0, se_iq: 15, target_se_iq: 5.3 } });
    expect(JSON.stringify(state.item)).not.toMatch(/"(key|correct|level)"/);
    const progress: number[] = [];
    while (state.status === 'open') {
      progress.push(state.precision.progress);
      // Right on two items of three: a taker near the middle, where the bank is richest.
      const right = state.answered % 3 !== 2;
      state = (await answer('ada', state.id, state.item.id, right ? keyOf(state.item.id) : wrongOf(state.item.id)).expect(200)).body;
    }
    expect(state.ended_by).toBe('precision');
    expect(state.precision.se_iq).toBeLessThanOrEqual(TARGET_SE * 15 + 0.05);
    expect(state.result.total).toBeLessThan(TESTS[0]!.maxItems);
    expect(state.result.iq_high - state.result.iq_low).toBeLessThanOrEqual(24);
    // Precision only grows as answers come in.
    expect(progress).toEqual([...progress].sort((x, y) => x - y));
  });

  it('an answer sent twice gets the same reply; another answer to it, or to an item not asked now, is refused', async () => {
    const s = (await start('ada').expect(201)).body;
    const first = (await answer('ada', s.id, s.item.id, 0).expect(200)).body;
    const again = (await answer('ada', s.id, s.item.id, 0).expect(200)).body;
    expect(again).toEqual(first);
    expect((await answer('ada', s.id, s.item.id, 1).expect(409)).body.reason).toBe('answer-already-given');
    const other = [...MEMBER_ITEMS.keys()].find((id) => id !== first.item.id && id !== s.item.id)!;
    expect((await answer('ada', s.id, other, 0).expect(409)).body.reason).toBe('not-current-item');
    await answer('ada', s.id, first.item.id, 9).expect(400);
    // Another member's sitting is not theirs to read or answer.
    await start('bob').expect(201);
    await answer('bob', s.id, first.item.id, 0).expect(404);
  });

  it('a second start gives back the open sitting; two sittings of one test ask different items', async () => {
    const s = (await start('ada', 'spatial').expect(201)).body;
    expect((await start('ada', 'spatial').expect(200)).body.id).toBe(s.id);
    const asked = async (uid: string) => {
      let state = (await start(uid, 'reasoning')).body;
      const ids: string[] = [];
      while (state.status === 'open') {
        ids.push(state.item.id);
        const right = ids.length % 3 !== 0;
        state = (await answer(uid, state.id, state.item.id, right ? keyOf(state.item.id) : wrongOf(state.item.id)).expect(200)).body;
      }
      return ids;
    };
    const first = await asked('ada');
    const second = await asked('ada');
    expect(second).not.toEqual(first);
    expect(second.filter((id) => first.includes(id)).length).toBeLessThan(first.length / 2);
  });

  it('the clock is the service\u2019s: an answer after the limit ends the sitting by time, scored on what came in time', async () => {
    const s = (await start('ada', 'verbal').expect(201)).body;
    const next = (await answer('ada', s.id, s.item.id, keyOf(s.item.id)).expect(200)).body;
    clock += 8 * 60_000 + LATE_ANSWER_GRACE_MS + 1;
    const late = (await answer('ada', s.id, next.item.id, keyOf(next.item.id)).expect(200)).body;
    expect(late).toMatchObject({ status: 'finished', ended_by: 'time', result: { total: 1, correct: 1 } });
  });

  it('left past its limit, a sitting is said to be abandoned once, unscored; a new one starts when asked', async () => {
    const s = (await start('ada', 'verbal').expect(201)).body;
    await answer('ada', s.id, s.item.id, 0).expect(200);
    clock += 8 * 60_000 + 1;
    const seen = (await request(app).get('/members/tests/verbal/sitting').set(as('ada')).expect(200)).body;
    expect(seen.sitting).toMatchObject({ status: 'abandoned', id: s.id, answered: 1, time_limit_s: 480 });
    expect((await request(app).get('/members/tests/verbal/sitting').set(as('ada')).expect(200)).body.sitting).toBeNull();
    expect((await request(app).get('/members/results').set(as('ada')).expect(200)).body.results).toEqual([]);
    expect((await start('ada', 'verbal').expect(201)).body.id).not.toBe(s.id);
  });

  it('time up on the page: finish scores what was answered; nothing answered is abandoned; a scored sitting cannot be abandoned', async () => {
    const s = (await start('ada', 'numerical').expect(201)).body;
    await answer('ada', s.id, s.item.id, keyOf(s.item.id)).expect(200);
    const done = (await request(app).post(`/members/sittings/${s.id}/finish`).set(as('ada')).expect(200)).body;
    expect(done).toMatchObject({ status: 'finished', ended_by: 'time', result: { total: 1 } });
    expect((await request(app).post(`/members/sittings/${s.id}/abandon`).set(as('ada')).send({}).expect(409)).body.reason).toBe('sitting-closed');
    // A page that still shows the question (its clock behind the service's) answers it: refused as closed,
    // and finish, which the page calls then, gives back the scored sitting, unchanged (closed-sitting.ts).
    const unanswered = [...MEMBER_ITEMS.keys()].find((id) => id !== s.item.id)!;
    expect((await answer('ada', s.id, unanswered, 0).expect(409)).body.reason).toBe('sitting-closed');
    expect((await request(app).post(`/members/sittings/${s.id}/finish`).set(as('ada')).expect(200)).body).toEqual(done);
    const empty = (await start('ada', 'numerical').expect(201)).body;
    expect((await request(app).post(`/members/sittings/${empty.id}/finish`).set(as('ada')).expect(200)).body.status).toBe('abandoned');
  });
});

import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { openSimulatorDatabase } from '../../database';
import { beforeEach, describe, expect, it } from 'vitest';
import { notFoundHandler, Problem, problemHandler } from '../../platform/http/problem';

import { gamesRouter } from './router';
import { DAY_MS } from '../../../catalog/cadence';

/**
 * The games router in-process. Identity is a stand-in (`x-id-token: ok:{uid}`) so these tests
 * exercise the games' rules; real tokens are verified by the identity party's middleware.
 */
const standInIdentity: RequestHandler = (req, res, next) => {
  const token = req.get('x-id-token');
  if (!token?.startsWith('ok:')) return next(new Problem('unauthorized', 'Missing or bad x-id-token.'));
  res.locals.uid = token.slice(3);
  next();
};

const DAY = DAY_MS;
let clock: number;
let app: express.Express;

beforeEach(() => {
  clock = Date.parse('2026-11-22T10:00:00Z');
  app = express();
  app.use(express.json());
  app.use(gamesRouter({ db: openSimulatorDatabase(':memory:'), requireUser: standInIdentity, uidOf: (res) => String(res.locals.uid), now: () => clock }));
  app.use(notFoundHandler, problemHandler);
});

const post = (uid: string, game: string, body: unknown) => request(app).post(`/games/${game}/scores`).set('x-id-token', `ok:${uid}`).send(body as object);

describe('games router', () => {
  it('keeps the best score and counts a streak of days per user and game', async () => {
    expect((await post('ada', 'mahjong-farm', { score: 300 }).expect(200)).body).toMatchObject({ game: 'mahjong-farm', best: 300, streak: 1, plays: 1, new_best: true });
    expect((await post('ada', 'mahjong-farm', { score: 120 }).expect(200)).body).toMatchObject({ best: 300, streak: 1, plays: 2, new_best: false });
    clock += DAY;
    expect((await post('ada', 'mahjong-farm', { score: 450 }).expect(200)).body).toMatchObject({ best: 450, streak: 2, plays: 3, new_best: true });
    await post('ada', 'logic-puzzles', { score: 1000 }).expect(200);
    await post('bob', 'mahjong-farm', { score: 999 }).expect(200);

    const mine = await request(app).get('/games/records').set('x-id-token', 'ok:ada').expect(200);
    expect(mine.body.records).toEqual([
      { game: 'logic-puzzles', best: 1000, streak: 1, last_day: '2026-11-23', plays: 1 },
      { game: 'mahjong-farm', best: 450, streak: 2, last_day: '2026-11-23', plays: 3 },
    ]);
    clock += 2 * DAY;
    const later = await request(app).get('/games/records').set('x-id-token', 'ok:ada').expect(200);
    expect(later.body.records.map((r: { streak: number }) => r.streak)).toEqual([0, 0]);
    expect((await post('ada', 'mahjong-farm', { score: 10 }).expect(200)).body).toMatchObject({ best: 450, streak: 1 });
  });

  it('refuses a missing or bad token, an unknown game and a malformed score with problem+json', async () => {
    const anonymous = await request(app).post('/games/word/scores').send({ score: 1 }).expect(401);
    expect(anonymous.body.code).toBe('unauthorized');
    await request(app).get('/games/records').expect(401);
    expect((await post('ada', 'chess', { score: 1 }).expect(404)).body.code).toBe('not-found');
    for (const bad of [{ score: -1 }, { score: 1.5 }, { score: '7' }, { score: 10_000_001 }, {}, { score: 1, uid: 'bob' }]) {
      const res = await post('ada', 'word', bad).expect(400);
      expect(res.body.code).toBe('bad-request');
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const none = await request(app).get('/games/records').set('x-id-token', 'ok:ada').expect(200);
    expect(none.body.records).toEqual([]);
  });
});

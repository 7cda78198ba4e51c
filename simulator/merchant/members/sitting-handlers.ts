/** The adaptive sittings' endpoints (contracts/iq-tests.ts), each behind the identity middleware and an active subscription. */
import type { RequestHandler } from 'express';
import { AnswerRequest } from '../../../contracts/iq-tests';
import { TEST_IDS, type TestId } from '../../../contracts/members';
import { Problem } from '../../platform/http/problem';
import { requireActive, userRef, type MembersDeps } from './member-service';
import type { SittingService } from './sitting-service';
import { countryOf } from '../store/subscriptions';

function testIdOf(raw: unknown): TestId {
  const id = TEST_IDS.find((t) => t === raw);
  if (!id) throw new Problem('not-found', `No test "${String(raw)}"; the tests are ${TEST_IDS.join(', ')}.`);
  return id;
}

/** Handlers for one SittingService. */
export function sittingHandlers(deps: MembersDeps, sittings: SittingService) {
  const caller = (res: Parameters<RequestHandler>[1]) => {
    const user = deps.userOf(res);
    const active = requireActive(deps.db, user);
    return { ref: userRef(user), country: countryOf(active) ?? 'US' };
  };
  const current: RequestHandler = (req, res) => {
    const { ref } = caller(res);
    res.json({ sitting: deps.db.transaction(() => sittings.current(ref, testIdOf(req.params.testId)))() });
  };
  const start: RequestHandler = (req, res) => {
    const { ref } = caller(res);
    const { created, sitting } = deps.db.transaction(() => sittings.start(ref, testIdOf(req.params.testId)))();
    res.status(created ? 201 : 200).json(sitting);
  };
  const answer: RequestHandler = (req, res) => {
    const { ref, country } = caller(res);
    const body = AnswerRequest.parse(req.body);
    // One transaction per answer: the answer, the next item or the result are stored together or not at all.
    res.json(deps.db.transaction(() => sittings.answer(ref, String(req.params.id), body, country))());
  };
  const finish: RequestHandler = (req, res) => {
    const { ref, country } = caller(res);
    res.json(deps.db.transaction(() => sittings.finish(ref, String(req.params.id), country))());
  };
  const abandon: RequestHandler = (req, res) => {
    const { ref } = caller(res);
    res.json(deps.db.transaction(() => sittings.abandon(ref, String(req.params.id)))());
  };
  return { current, start, answer, finish, abandon };
}

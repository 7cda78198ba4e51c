/** The members' area's own endpoints on the service origin, each behind the identity middleware. */
import type { RequestHandler } from 'express';
import { HEARTBEAT_PAYLOAD_MAX_CHARS, HeartbeatRequest, UpdateProfileRequest, type MemberResponse, type TestResult } from '../../../contracts/members';
import { Problem } from '../../platform/http/problem';
import { HEADLINE_TEST } from './constants';
import { aggregate } from './compare';
import { displayName, requireActive, subscriptionsOf, userRef, type MembersDeps } from './member-service';
import type { ResultRow } from './results-repo';
import { percentileOf } from '../psychometrics/irt';
import { addOnView, subscriptionView } from './subscription-view';
import { countryOf } from '../store/subscriptions';
import type { QaHeartbeats } from '../../../contracts/qa-api';

export function resultView(row: ResultRow): TestResult {
  const { id, test_id, question_set, correct, total, iq, iq_low, iq_high, duration_ms, created_at } = row;
  return { id, test_id, question_set, correct, total, iq, iq_low, iq_high, percentile: percentileOf(iq), duration_ms, created_at };
}

/** GET /members/me: who the caller is and every subscription and add-on they hold. */
export function meHandler(deps: MembersDeps): RequestHandler {
  return (_req, res) => {
    const user = deps.userOf(res);
    const now = new Date(deps.now());
    const subs = subscriptionsOf(deps.db, user);
    const body: MemberResponse = {
      uid: user.uid,
      email: user.email,
      name: displayName(deps, user),
      name_given: deps.members.profileName(userRef(user)) !== undefined,
      active: subs.some((s) => s.status === 'active'),
      subscriptions: subs.map((s) => ({ ...subscriptionView(s, now, deps.endsAt(s.id)), add_ons: deps.addOns.ofSubscription(s.id).map((a) => addOnView(a, s)), withdrawal: deps.withdrawalOf(s), price_change: deps.priceChangeOf(s.id) })),
    };
    res.json(body);
  };
}

/** POST /members/profile: the name shown on the profile, the report and the certificate. */
export function updateProfileHandler(deps: MembersDeps): RequestHandler {
  return (req, res) => {
    const user = deps.userOf(res);
    const { name } = UpdateProfileRequest.parse(req.body);
    deps.members.setProfileName(userRef(user), name);
    res.json({ name });
  };
}

/** GET /members/results: the caller's history, newest first. */
export function listResultsHandler(deps: MembersDeps): RequestHandler {
  return (_req, res) => {
    const user = deps.userOf(res);
    requireActive(deps.db, user);
    const quiz = deps.quizScoreOf(subscriptionsOf(deps.db, user).map((s) => s.id));
    const funnel_quiz = quiz ? { attempt_id: quiz.attempt_id, iq: quiz.iq, iq_low: quiz.iq_low, iq_high: quiz.iq_high, items: quiz.items, completed_at: quiz.completed_at } : null;
    res.json({ results: deps.results.ofUser(userRef(user)).map(resultView), funnel_quiz });
  };
}

/** GET /members/compare: the caller's latest reasoning score against each country's distribution. */
export function compareHandler(deps: MembersDeps): RequestHandler {
  return (_req, res) => {
    const user = deps.userOf(res);
    const active = requireActive(deps.db, user);
    const mine = deps.results.latest(userRef(user), HEADLINE_TEST);
    res.json(aggregate(deps.results.latestScoresByCountry(HEADLINE_TEST), { iq: mine?.iq ?? null, country: mine?.country ?? countryOf(active) }));
  };
}

/** POST /members/heartbeat: usage logging, at most one record a day per user (app §9 in docs/spec-coverage.md). */
export function heartbeatHandler(deps: MembersDeps): RequestHandler {
  return (req, res) => {
    const user = deps.userOf(res);
    const raw: unknown = req.body;
    if (typeof raw === 'object' && raw !== null && 'payload' in raw && typeof raw.payload === 'string' && raw.payload.length > HEARTBEAT_PAYLOAD_MAX_CHARS) {
      throw new Problem('payload-too-large', `A heartbeat payload holds at most ${HEARTBEAT_PAYLOAD_MAX_CHARS} characters; this one has ${raw.payload.length}.`);
    }
    const { payload } = HeartbeatRequest.parse(raw);
    const answer = deps.members.heartbeat(userRef(user), payload);
    res.status(answer.recorded ? 201 : 200).json(answer);
  };
}

/** GET /qa/api/heartbeats?user=: heartbeats within the retention, for the QA console. */
export function qaHeartbeatsHandler(deps: MembersDeps): RequestHandler {
  return (req, res) => {
    const user = typeof req.query.user === 'string' && req.query.user !== '' ? req.query.user : undefined;
    const answer: QaHeartbeats = { heartbeats: deps.members.heartbeats(user ? { userRef: user.includes(':') ? user : `firebase:${user}` } : {}) };
    res.json(answer);
  };
}

/**
 * Adaptive sittings of the members' tests (issue 27, point 3), held by the service: it picks each
 * item (merchant/psychometrics/adaptive.ts, with exposure counted over the test's stored sittings), keeps the key, scores each answer with the live parameters, and
 * stops at the target precision or the item limit. The clock is the service's: a sitting runs from
 * its start for the test's time limit, also while the member is away (issue 31); one left past its
 * limit is abandoned, not scored. An answer sent twice (a lost response, a retry) gets the same
 * answer; a different answer to an item already answered is refused, never counted.
 */
import { findTest } from '../../../catalog/iq-tests';
import type { AbandonedSitting, AnswerRequest, FinishedSitting, OpenSitting, Precision } from '../../../contracts/iq-tests';
import type { TestId } from '../../../contracts/members';
import { Problem } from '../../platform/http/problem';
import { precisionProgress, selectNext, stopReason, type StopReason } from '../psychometrics/adaptive';
import type { LiveBank } from '../psychometrics/calibrations-repo';
import { IQ_SD, TARGET_SE } from '../psychometrics/constants';
import { eap, toIqScore, type Posterior } from '../psychometrics/irt';
import type { BankItem } from '../psychometrics/item-bank';
import { MEMBER_ITEMS, TEST_POOLS, type MemberItem } from './items/bank';
import { resultView } from './member-handlers';
import type { ResultsRepo } from './results-repo';
import type { SittingAnswerRow, SittingRow, SittingsRepo } from './sittings-repo';

/** An answer sent as the clock runs out is still in time if it arrives within this. */
export const LATE_ANSWER_GRACE_MS = 30_000;

export interface SittingDeps {
  readonly sittings: SittingsRepo;
  readonly results: ResultsRepo;
  /** The live 3PL parameters of these items (the latest calibration, else provisional). */
  readonly liveBank: (items: readonly BankItem[]) => LiveBank;
  readonly now: () => number;
  /** A float in [0, 1), for the exposure control. */
  readonly random: () => number;
}

type SittingView = OpenSitting | FinishedSitting | AbandonedSitting;

const round1 = (x: number) => Math.round(x * 10) / 10;

function testOf(testId: TestId) {
  const test = findTest(testId);
  if (!test) throw new Error(`No test "${testId}" in catalog/iq-tests.ts.`);
  return test;
}

function itemOf(id: string): MemberItem {
  const item = MEMBER_ITEMS.get(id);
  if (!item) throw new Error(`No member item "${id}" in the bank.`);
  return item;
}

function paramsOf(bank: LiveBank, id: string) {
  const live = bank.items.get(id);
  if (!live) throw new Error(`No live parameters for member item "${id}".`);
  return live.params;
}

function posteriorOf(bank: LiveBank, answers: readonly SittingAnswerRow[]): Posterior {
  return eap(answers.map((a) => ({ params: paramsOf(bank, a.item_id), correct: a.correct === 1 })));
}

function precisionOf(post: Posterior): Precision {
  return { se_iq: round1(post.se * IQ_SD), target_se_iq: round1(TARGET_SE * IQ_SD), progress: Math.round(precisionProgress(post.se) * 1000) / 1000 };
}

export class SittingService {
  constructor(private readonly deps: SittingDeps) {}

  private bankFor(testId: TestId): LiveBank {
    return this.deps.liveBank(TEST_POOLS[testId]);
  }

  private expired(row: SittingRow, grace: number): boolean {
    return this.deps.now() > row.started_at + testOf(row.test_id).timeLimitS * 1000 + grace;
  }

  private pickNext(row: SittingRow, bank: LiveBank, theta: number, answers: readonly SittingAnswerRow[]): MemberItem | undefined {
    const pool = TEST_POOLS[row.test_id].map((item) => ({ id: item.id, params: paramsOf(bank, item.id), item }));
    const asked = new Set(answers.map((a) => a.item_id));
    const perCategory = new Map<string, number>();
    for (const a of answers) {
      const category = itemOf(a.item_id).presented.category;
      perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
    }
    const exposure = this.deps.sittings.exposure(row.test_id);
    return selectNext(theta, pool, {
      asked,
      // Restricted exposure control: an item shown in a quarter of this test's sittings waits (constants.ts).
      exposure: { sittings: exposure.sittings, shown: (id) => exposure.shown.get(id) ?? 0 },
      avoid: this.deps.sittings.previousItems(row.user_ref, row.test_id, row.id),
      random: this.deps.random,
      // Every kind of question in turn: the report breaks a score down by kind (contracts/members.ts Report).
      balance: { of: (candidate) => itemOf(candidate.id).presented.category, asked: perCategory },
    })?.item;
  }

  /** The member's open sitting of a test, or one abandoned since they last looked (told once), or null. */
  current(userRef: string, testId: TestId): OpenSitting | AbandonedSitting | null {
    const open = this.deps.sittings.open(userRef, testId);
    if (open) {
      if (!this.expired(open, 0)) return this.openView(open);
      this.deps.sittings.abandon(open.id, true);
      return this.abandonedView(open.id);
    }
    const abandoned = this.deps.sittings.unseenAbandoned(userRef, testId);
    if (!abandoned) return null;
    this.deps.sittings.markSeen(abandoned.id);
    return this.abandonedView(abandoned.id);
  }

  /** Starts a sitting, or gives back the open one (a second tab, a double click). */
  start(userRef: string, testId: TestId): { created: boolean; sitting: OpenSitting } {
    const open = this.deps.sittings.open(userRef, testId);
    if (open && !this.expired(open, 0)) return { created: false, sitting: this.openView(open) };
    if (open) this.deps.sittings.abandon(open.id, true);
    const bank = this.bankFor(testId);
    const draft = { id: '', user_ref: userRef, test_id: testId } as SittingRow;
    const first = this.pickNext(draft, bank, 0, []);
    if (!first) throw new Error(`The ${testId} test has no items.`);
    return { created: true, sitting: this.openView(this.deps.sittings.create(userRef, testId, this.deps.now(), first.id)) };
  }

  answer(userRef: string, sittingId: string, body: AnswerRequest, country: string): SittingView {
    const row = this.owned(userRef, sittingId);
    const answers = this.deps.sittings.answers(row.id);
    const earlier = answers.find((a) => a.item_id === body.item_id);
    if (earlier) {
      // The same answer again is a retry: it gets what the first one got. Another answer is refused.
      if (earlier.option !== body.option) throw new Problem('conflict', `Item ${body.item_id} was already answered; an answer is final.`, { reason: 'answer-already-given' });
      return this.view(row);
    }
    if (row.status !== 'open') throw new Problem('conflict', `This sitting is ${row.status}; it takes no more answers.`, { reason: 'sitting-closed' });
    if (this.expired(row, LATE_ANSWER_GRACE_MS)) return this.timeUp(row, answers, country);
    if (body.item_id !== row.current_item) throw new Problem('conflict', `Item ${body.item_id} is not the question this sitting asks now.`, { reason: 'not-current-item' });
    const item = itemOf(body.item_id);
    if (body.option >= item.options) throw new Problem('bad-request', `Item ${body.item_id} has ${item.options} options; option ${body.option} is none of them.`);
    this.deps.sittings.addAnswer({ sitting_id: row.id, item_id: item.id, option: body.option, correct: body.option === item.key ? 1 : 0, answered_at: this.deps.now() });
    const now = this.deps.sittings.answers(row.id);
    const bank = this.bankFor(row.test_id);
    const post = posteriorOf(bank, now);
    const stop = stopReason(post.se, now.length, testOf(row.test_id).maxItems);
    if (stop) return this.close(row, now, stop, country);
    const next = this.pickNext(row, bank, post.theta, now);
    if (!next) return this.close(row, now, 'item-limit', country);
    this.deps.sittings.setCurrent(row.id, next.id);
    return this.view(this.deps.sittings.byId(row.id) as SittingRow);
  }

  /** The time is up (the member's page says so): scores what was answered; nothing answered is abandoned. */
  finish(userRef: string, sittingId: string, country: string): SittingView {
    const row = this.owned(userRef, sittingId);
    if (row.status !== 'open') return this.view(row);
    return this.timeUp(row, this.deps.sittings.answers(row.id), country);
  }

  /** Given up unscored: the member came back after the limit, as their page counts it. */
  abandon(userRef: string, sittingId: string): AbandonedSitting {
    const row = this.owned(userRef, sittingId);
    if (row.status === 'finished') throw new Problem('conflict', 'This sitting was scored; it cannot be abandoned.', { reason: 'sitting-closed' });
    this.deps.sittings.abandon(row.id, true);
    return this.abandonedView(row.id);
  }

  private owned(userRef: string, sittingId: string): SittingRow {
    const row = this.deps.sittings.byId(sittingId);
    // Another member's sitting is answered as not found: its id tells nothing.
    if (!row || row.user_ref !== userRef) throw new Problem('not-found', `No sitting ${sittingId} of yours.`);
    return row;
  }

  private timeUp(row: SittingRow, answers: readonly SittingAnswerRow[], country: string): SittingView {
    if (answers.length === 0) {
      this.deps.sittings.abandon(row.id, true);
      return this.abandonedView(row.id);
    }
    return this.close(row, answers, 'time', country);
  }

  private close(row: SittingRow, answers: readonly SittingAnswerRow[], endedBy: StopReason | 'time', country: string): FinishedSitting {
    const bank = this.bankFor(row.test_id);
    const score = toIqScore(posteriorOf(bank, answers));
    const test = testOf(row.test_id);
    const result = this.deps.results.add({
      user_ref: row.user_ref,
      test_id: row.test_id,
      question_set: this.deps.sittings.count(row.user_ref, row.test_id) - 1,
      correct: answers.filter((a) => a.correct === 1).length,
      total: answers.length,
      iq: score.iq,
      iq_low: score.iq_low,
      iq_high: score.iq_high,
      duration_ms: Math.min(this.deps.now() - row.started_at, test.timeLimitS * 1000),
      answers: JSON.stringify(answers.map((a) => ({ item_id: a.item_id, category: itemOf(a.item_id).presented.category, correct: a.correct === 1 }))),
      country,
      created_at: new Date(this.deps.now()).toISOString(),
      calibration_version: bank.version,
    });
    this.deps.sittings.finish(row.id, endedBy, result.id);
    return this.view(this.deps.sittings.byId(row.id) as SittingRow) as FinishedSitting;
  }

  private view(row: SittingRow): SittingView {
    if (row.status === 'open') return this.openView(row);
    if (row.status === 'abandoned') return this.abandonedView(row.id);
    const result = row.result_id ? this.deps.results.byId(row.result_id) : undefined;
    if (!result || !row.ended_by) throw new Error(`Finished sitting ${row.id} has no result.`);
    const post = posteriorOf(this.bankFor(row.test_id), this.deps.sittings.answers(row.id));
    return { status: 'finished', id: row.id, test_id: row.test_id, ended_by: row.ended_by, precision: precisionOf(post), result: resultView(result) };
  }

  private openView(row: SittingRow): OpenSitting {
    const answers = this.deps.sittings.answers(row.id);
    const test = testOf(row.test_id);
    if (!row.current_item) throw new Error(`Open sitting ${row.id} has no current item.`);
    return {
      status: 'open',
      id: row.id,
      test_id: row.test_id,
      elapsed_ms: Math.max(0, this.deps.now() - row.started_at),
      time_limit_s: test.timeLimitS,
      answered: answers.length,
      max_items: test.maxItems,
      precision: precisionOf(posteriorOf(this.bankFor(row.test_id), answers)),
      item: itemOf(row.current_item).presented,
    };
  }

  private abandonedView(id: string): AbandonedSitting {
    const row = this.deps.sittings.byId(id) as SittingRow;
    return { status: 'abandoned', id: row.id, test_id: row.test_id, answered: this.deps.sittings.answers(row.id).length, time_limit_s: testOf(row.test_id).timeLimitS };
  }
}

/**
 * The adaptive members' tests (issue 27, point 3), written once for the app and the service. The
 * service holds the item bank and the answer key: it sends one item at a time (never its key),
 * scores each answer and picks the next item, and says how precise the estimate is so far.
 */
import { z } from 'zod';
import { CATEGORIES, TEST_IDS, TestResult } from './members';

/** POST starts a sitting of a test; GET reads the member's open (or just abandoned) sitting. */
export const sittingPath = (testId: string) => `/members/tests/${encodeURIComponent(testId)}/sitting`;
/** POST an answer to the sitting's current item. */
export const sittingAnswerPath = (sittingId: string) => `/members/sittings/${encodeURIComponent(sittingId)}/answers`;
/** POST when the time is up: scores what was answered. */
export const sittingFinishPath = (sittingId: string) => `/members/sittings/${encodeURIComponent(sittingId)}/finish`;
/** POST when the page finds the time ran out while the member was away: given up, unscored. */
export const sittingAbandonPath = (sittingId: string) => `/members/sittings/${encodeURIComponent(sittingId)}/abandon`;

export const Grid = z.array(z.tuple([z.number().int(), z.number().int()]).readonly()).min(1).max(16).readonly();
export type Grid = z.infer<typeof Grid>;

export const MatrixCell = z.object({ shape: z.enum(['circle', 'square', 'triangle', 'diamond']), count: z.number().int().min(1).max(4) });
export type MatrixCell = z.infer<typeof MatrixCell>;

export const Figure = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('matrix'), cells: z.array(MatrixCell.nullable()).min(1).max(9) }),
  z.object({ kind: z.literal('grid'), grid: Grid }),
]);
export type Figure = z.infer<typeof Figure>;

export const ItemOption = z.object({
  /** Words for the option (the accessible name when a figure is drawn). */
  label: z.string(),
  figure: Figure.optional(),
});
export type ItemOption = z.infer<typeof ItemOption>;

/** An item as the member sees it: no key, no parameters. */
export const PresentedItem = z.object({
  id: z.string(),
  category: z.enum(CATEGORIES),
  prompt: z.string(),
  figure: Figure.optional(),
  options: z.array(ItemOption).min(2).max(6),
});
export type PresentedItem = z.infer<typeof PresentedItem>;

/** How far the sitting is, in precision: the posterior SE now and the target that ends the test. */
export const Precision = z.object({
  /** Standard error of the current estimate, in IQ points (15 × the posterior SD). */
  se_iq: z.number(),
  /** The test ends once the SE is at or below this (0.35 θ, about 5 IQ points), or at `max_items`. */
  target_se_iq: z.number(),
  /** 0–1: the share of the information the target needs that the answers so far gave. */
  progress: z.number().min(0).max(1),
});
export type Precision = z.infer<typeof Precision>;

export const OpenSitting = z.object({
  status: z.literal('open'),
  id: z.string(),
  test_id: z.enum(TEST_IDS),
  /** Time since the sitting began, by the service's clock when it answered; the clock runs also while the member is away. */
  elapsed_ms: z.number().int().min(0),
  time_limit_s: z.number().int().positive(),
  answered: z.number().int().min(0),
  max_items: z.number().int().positive(),
  precision: Precision,
  item: PresentedItem,
});
export type OpenSitting = z.infer<typeof OpenSitting>;

export const FinishedSitting = z.object({
  status: z.literal('finished'),
  id: z.string(),
  test_id: z.enum(TEST_IDS),
  /** Why it ended: the precision target was reached, the item limit, or the time. */
  ended_by: z.enum(['precision', 'item-limit', 'time']),
  precision: Precision,
  result: TestResult,
});
export type FinishedSitting = z.infer<typeof FinishedSitting>;

/** Left part-way and its time ran out while the member was away: not scored (issue 31). */
export const AbandonedSitting = z.object({
  status: z.literal('abandoned'),
  id: z.string(),
  test_id: z.enum(TEST_IDS),
  answered: z.number().int().min(0),
  time_limit_s: z.number().int().positive(),
});
export type AbandonedSitting = z.infer<typeof AbandonedSitting>;

export const Sitting = z.discriminatedUnion('status', [OpenSitting, FinishedSitting, AbandonedSitting]);
export type Sitting = z.infer<typeof Sitting>;

/** GET sitting: the open sitting, one abandoned since the member last looked, or none. */
export const CurrentSittingResponse = z.object({ sitting: z.union([OpenSitting, AbandonedSitting]).nullable() });

export const AnswerRequest = z.object({ item_id: z.string().min(1).max(80), option: z.number().int().min(0).max(5) });
export type AnswerRequest = z.infer<typeof AnswerRequest>;

/**
 * Reminders before money is taken (issue 29, point 3): a trial buyer hears 3 days before the first
 * full charge (card network rules for trials; California's automatic-renewal law), and a subscriber
 * hears once a year that the subscription still renews. Pure rules here; the scheduler sends them in
 * order on the subscription's own clock, before the step they announce, once each (key per reminder).
 */
import { DAY_MS } from '../../../catalog/cadence';
import { hasTrial } from '../../../catalog/plan-terms';
import type { Plan } from '../../../catalog/plans';
import type { Migration } from '../../platform/store/db';

/** The trial reminder goes this many days before the first full charge. */
export const TRIAL_REMINDER_DAYS_BEFORE = 3;

export const REMINDER_MIGRATIONS: readonly Migration[] = [
  {
    version: 2902,
    name: 'subscription_reminders',
    sql: `
      CREATE TABLE subscription_reminders (
        subscription_id  TEXT NOT NULL REFERENCES subscriptions (id),
        key              TEXT NOT NULL,
        due_at           INTEGER NOT NULL,
        email_id         TEXT,
        PRIMARY KEY (subscription_id, key)
      );
    `,
  },
];

export type ReminderKind = 'trial-ending' | 'annual';

export interface Reminder {
  readonly kind: ReminderKind;
  /** Once per subscription and key: 'trial', 'annual-1', 'annual-2'... */
  readonly key: string;
  readonly at: number;
}

export interface ReminderInput {
  readonly plan: Plan;
  readonly createdAt: number;
  /** The due date of the pending renewal. */
  readonly periodEnd: number;
  /** Renewals already made: 0 means the pending one is the first full charge. */
  readonly renewalIndex: number;
  readonly renewing: boolean;
}

/** The anniversary `years` after `from`, in epoch ms (calendar years, UTC). */
function anniversary(from: number, years: number): number {
  const d = new Date(from);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.getTime();
}

/** Every reminder due at or before `until`, oldest first; nothing for a subscription that no longer renews. */
export function remindersDue(input: ReminderInput, until: number): Reminder[] {
  if (!input.renewing) return [];
  const due: Reminder[] = [];
  if (hasTrial(input.plan) && input.renewalIndex === 0) {
    const at = input.periodEnd - TRIAL_REMINDER_DAYS_BEFORE * DAY_MS;
    if (at <= until) due.push({ kind: 'trial-ending', key: 'trial', at });
  }
  for (let year = 1; anniversary(input.createdAt, year) <= until; year++) due.push({ kind: 'annual', key: `annual-${year}`, at: anniversary(input.createdAt, year) });
  return due.sort((a, b) => a.at - b.at);
}

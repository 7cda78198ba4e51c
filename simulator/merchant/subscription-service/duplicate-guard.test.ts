import { describe, expect, it } from 'vitest';
import { SHOPPER_MESSAGES } from '../../../catalog/shopper-messages';
import { Problem } from '../../platform/http/problem';
import type { SubscriptionRow, SubscriptionsRepo } from '../store/subscriptions';
import { assertNotSubscribed, planFamily } from './duplicate-guard';

/** A repository that knows only the active subscriptions given, by email. */
function repoWith(rows: readonly Pick<SubscriptionRow, 'email' | 'plan_id' | 'execution_id'>[]): SubscriptionsRepo {
  return { activeOf: (email: string) => rows.filter((r) => r.email === email) } as unknown as SubscriptionsRepo;
}

describe('planFamily', () => {
  it('is the product variant the plan id starts with', () => {
    expect(planFamily('pro_weekly_trial')).toBe('pro');
    expect(planFamily('pro_3month')).toBe('pro');
    expect(planFamily('basic')).toBe('basic');
  });
});

describe('assertNotSubscribed', () => {
  const repo = repoWith([{ email: 'a@example.com', plan_id: 'pro_weekly_trial', execution_id: 'ex-1' }]);

  it('refuses a second subscription of the same family for one email, naming the plan held', () => {
    let thrown: unknown;
    try {
      assertNotSubscribed(repo, 'a@example.com', 'pro_3month');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Problem);
    expect(thrown).toMatchObject({ code: 'already-subscribed', detail: SHOPPER_MESSAGES.alreadySubscribed, extra: { subscriptionPlan: 'pro_weekly_trial' } });
  });

  it('lets another family, another email, or the same execution through', () => {
    expect(() => assertNotSubscribed(repo, 'a@example.com', 'max_monthly')).not.toThrow();
    expect(() => assertNotSubscribed(repo, 'b@example.com', 'pro_3month')).not.toThrow();
    expect(() => assertNotSubscribed(repo, 'a@example.com', 'pro_3month', 'ex-1')).not.toThrow();
  });
});

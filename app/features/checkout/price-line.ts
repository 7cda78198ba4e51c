import { formatPrice, type Plan, type PlanSummary } from '../../plans';

const PERIOD: Record<Plan['length'], string> = {
  '7d': 'week',
  '1w': 'week',
  '84d': '12 weeks',
  '3m': '12 weeks', // app-spec section 3: the 3-month plan renews "every 12 weeks"
  '1m': 'month',
  '120m': '10 years',
};

/** What the shopper will really pay and when, shown next to the Pay button. */
export function priceLine(plan: Plan): string {
  const every = PERIOD[plan.length];
  if (plan.kind === 'add-on') return `${formatPrice(plan.sum)} once`;
  if (plan.trial_sum !== plan.sum) {
    return `${formatPrice(plan.trial_sum)} today for 7 days, then ${formatPrice(plan.sum)} every ${every} until you cancel`;
  }
  return `${formatPrice(plan.sum)} today, then every ${every} until you cancel`;
}

/** The plan display summary of app-spec section 3 as one line: "Weekly Plan: $1 trial, every week". */
export function planSummaryLine(summary: PlanSummary): string {
  return `${summary.title}: ${formatPrice(summary.price)}${summary.trial ? ' trial' : ''}, every ${summary.every}`;
}

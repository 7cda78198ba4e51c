/**
 * Every plan's names in English under their catalogue ids (catalog/plan-names.ts), read from
 * catalog/plans.ts: the source the app's and the emails' catalogues translate (issue 33). Read at
 * build time and by the simulator; English pages show the names the plan or the service gives.
 */
import { planNameId, type PlanNameId } from './plan-names';
import { PLANS } from './plans';

export const PLAN_NAME_TEXTS: Readonly<Record<PlanNameId, string>> = Object.fromEntries(
  PLANS.flatMap((plan) => [
    [planNameId(plan.id, 'name'), plan.name],
    [planNameId(plan.id, 'full'), plan.name_full],
  ]),
);

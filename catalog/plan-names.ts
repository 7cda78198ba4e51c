/**
 * Where a plan's names stand in the catalogues (issue 33): "plans.name.<product>" for its short name
 * ("Weekly Plan") and "plans.full.<product>" for its full one ("Weekly plan with 7-day trial"). The
 * product is the plan id without its variant ("pro_", "club_") or its sale price point ("_s", "_s2"):
 * every variant and price of a product has the same names (catalog/plans.ts's family(), checked by
 * plan-names.test.ts). A leaf module, so the pages that name plans do not load the plan list for it.
 */
export type PlanNameForm = 'name' | 'full';
export type PlanNameId = `plans.${PlanNameForm}.${string}`;

export const planNameId = (planId: string, form: PlanNameForm): PlanNameId => `plans.${form}.${planId.replace(/^(pro|club)_|_s2?$/g, '')}`;

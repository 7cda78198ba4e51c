/**
 * The names of the plan-bearing query parameters (app §2 in docs/spec-coverage.md), apart from the catalogue:
 * every page carries them from one funnel page to the next (config/paths.ts), so they ride in the
 * entry, while the catalogue loads only with the screens that read plans (issue 13).
 */

/** Add-on parameters, each holding the plan id to sell in its offer slot. */
export const ADD_ON_PARAMS = ['ult_pack', 'ult_pack_s', 'early_access', 'early_access_s', 'analysis_report', 'analysis_report_s', 'analysis_report_s2', 'offline_access_s'] as const;
export type AddOnParam = (typeof ADD_ON_PARAMS)[number];

/** Parameters that hold a subscription plan id. */
export const SUBSCRIPTION_PLAN_PARAMS = ['plan', 'skip_trial_plan'] as const;

/** Flags of the subscription route that travel on to offers. */
export const SUBSCRIPTION_FLAG_PARAMS = ['additional_offer_dc', 'sure_popup', 'event_trick', 'vault', 'campaign_id', 'campaign_name', '_idfm'] as const;

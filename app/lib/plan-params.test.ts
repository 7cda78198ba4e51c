import { describe, expect, it } from 'vitest';
import { APP_MESSAGES } from '../messages';
import { PLANS } from '../../catalog/plans';
import { ADD_ON_PARAMS, hostVariant, parseSubscriptionParams, SUBSCRIPTION_PLAN_PARAMS } from './plan-params';

const parse = (query: string, host = 'localhost') => parseSubscriptionParams(new URLSearchParams(query), host);
const ok = (query: string, host = 'localhost') => {
  const result = parse(query, host);
  if (result.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result.params;
};

describe('parseSubscriptionParams', () => {
  it('defaults to the pro weekly trial, also on hosts marked pro or club', () => {
    for (const host of ['localhost', 'pro.mindmetric.example', 'mindmetric-club.example']) expect(ok('', host).plan.id).toBe('pro_weekly_trial');
  });

  it.each([...SUBSCRIPTION_PLAN_PARAMS, ...ADD_ON_PARAMS])('refuses an unknown plan id in %s with the exact message', (parameter) => {
    const result = parse(`${parameter}=pro_nope`);
    expect(result).toEqual({ kind: 'unknown-plan', planId: 'pro_nope', parameter });
    expect(APP_MESSAGES.unknownPlan('pro_nope', parameter)).toBe(`Can't find "pro_nope" for "${parameter}" parameter`);
  });

  it('refuses an empty id and a plan of the other kind', () => {
    expect(parse('plan=')).toEqual({ kind: 'unknown-plan', planId: '', parameter: 'plan' });
    expect(parse('plan=pro_ult_pack')).toEqual({ kind: 'unknown-plan', planId: 'pro_ult_pack', parameter: 'plan' });
    expect(parse('ult_pack=pro_weekly_trial')).toEqual({ kind: 'unknown-plan', planId: 'pro_weekly_trial', parameter: 'ult_pack' });
  });

  it('reports the first bad parameter in the spec order', () => {
    expect(parse('ult_pack=x&plan=y')).toMatchObject({ parameter: 'plan', planId: 'y' });
  });

  it('accepts every catalogue plan in the parameters of its kind', () => {
    for (const plan of PLANS) {
      const params = plan.kind === 'subscription' ? ['plan', 'skip_trial_plan'] : ADD_ON_PARAMS;
      for (const parameter of params) expect(parse(`${parameter}=${plan.id}`).kind).toBe('ok');
    }
  });

  it('offers the regular add-ons of the host variant, or the sale ones against the regular price with additional_offer_dc', () => {
    expect(ok('').offers.map((o) => [o.plan.id, o.regularPrice])).toEqual([
      ['pro_early_access', null],
      ['pro_analysis_report', null],
      ['pro_offline_access_s', null],
      ['pro_ult_pack', null],
    ]);
    expect(ok('additional_offer_dc=true', 'club.example').offers.map((o) => [o.plan.id, o.regularPrice])).toEqual([
      ['club_early_access_s', 19.99],
      ['club_analysis_report_s', 19.99],
      ['club_offline_access_s', null],
      ['club_ult_pack_s', 32.99],
    ]);
  });

  it('sells the plans the add-on parameters name; analysis_report_s2 wins over analysis_report_s', () => {
    const offers = ok('additional_offer_dc=yes&analysis_report_s=pro_analysis_report_s&analysis_report_s2=club_analysis_report_s2&ult_pack_s=club_ult_pack_s').offers;
    expect(offers.map((o) => o.plan.id)).toEqual(['pro_early_access_s', 'club_analysis_report_s2', 'pro_offline_access_s', 'club_ult_pack_s']);
    expect(ok('ult_pack=club_ult_pack').offers[3]?.plan.id).toBe('club_ult_pack');
  });

  it('reads the flags with the text-to-boolean rule', () => {
    expect(ok('sure_popup=TRUE&event_trick=1&vault=v1&skip_trial_plan=pro_3month')).toMatchObject({ surePopup: true, eventTrick: true, vault: 'v1', skipTrialPlan: { id: 'pro_3month' } });
    expect(ok('sure_popup=no')).toMatchObject({ surePopup: false, eventTrick: false, vault: null, skipTrialPlan: null, additionalOfferDc: false });
  });
});

describe('hostVariant', () => {
  it.each([
    ['pro.mindmetric.example', 'pro'],
    ['mindmetric-club.example', 'club'],
    ['localhost', null],
    ['protein.example', null],
  ] as const)('%s -> %s', (host, variant) => expect(hostVariant(host)).toBe(variant));
});

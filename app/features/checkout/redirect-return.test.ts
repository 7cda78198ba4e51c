// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/fetch-json';
import { readSessionValue, writeSessionValue } from '../../lib/session-values';
import { finalizeReturn, readRedirectReturn, saveRedirectValues, USER_REPORT_KEY } from './redirect-return';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('readRedirectReturn', () => {
  it('finalizes only with both vUserEmail and vSubscriptionId', () => {
    expect(readRedirectReturn(new URLSearchParams('vUserEmail=a@b.co&vSubscriptionId=sub_1')).finalize).toEqual({ email: 'a@b.co', subscriptionId: 'sub_1' });
    expect(readRedirectReturn(new URLSearchParams('vUserEmail=a@b.co')).finalize).toBeNull();
    expect(readRedirectReturn(new URLSearchParams('vUserEmail=a@b.co&vSubscriptionId=%20')).finalize).toBeNull();
  });

  it('reads an unpaid return: declined, error, pending with its execution; anything else is an error, never a plain checkout', () => {
    const unpaid = (q: string) => readRedirectReturn(new URLSearchParams(q)).unpaid;
    expect(unpaid('plan=x')).toBeNull();
    expect(unpaid('paymentResult=declined')).toEqual({ kind: 'declined' });
    expect(unpaid('paymentResult=pending&execution=exe_1')).toEqual({ kind: 'pending', executionId: 'exe_1' });
    expect(unpaid('paymentResult=pending')).toEqual({ kind: 'error' });
    expect(unpaid('paymentResult=paid')).toEqual({ kind: 'error' });
  });

  it('keeps the redirect email and a plausible IQ score in the session values', () => {
    saveRedirectValues(readRedirectReturn(new URLSearchParams('redirectUserEmail=r@b.co&redirectIqScore=128')));
    expect([readSessionValue('userEmail'), readSessionValue('iqScore')]).toEqual(['r@b.co', '128']);
    sessionStorage.clear();
    saveRedirectValues(readRedirectReturn(new URLSearchParams('redirectIqScore=abc')));
    expect(readSessionValue('iqScore')).toBeNull();
  });
});

describe('finalizeReturn', () => {
  it('saves the user report record, replaces the session values with the finalized purchase and marks the user signed in', async () => {
    writeSessionValue('subscriptionId', 'sub_old');
    writeSessionValue('userEmail', 'old@b.co');
    writeSessionValue('iqScore', '121');
    const finalize = vi.fn(async () => ({ id: 'sub_1', email: 'a@b.co', plan_id: 'pro_weekly_trial', status: 'active', linked: true as const, finalized_at: null }));
    const result = await finalizeReturn({ email: 'a@b.co', subscriptionId: 'sub_1' }, { finalize, session: sessionStorage, local: localStorage });
    expect(result.kind).toBe('finalized');
    expect(finalize).toHaveBeenCalledWith({ subscriptionId: 'sub_1', email: 'a@b.co' });
    expect(JSON.parse(localStorage.getItem(USER_REPORT_KEY) ?? 'null')).toEqual({ subscriptionId: 'sub_1', email: 'a@b.co', planId: 'pro_weekly_trial', signedIn: true });
    // What the offers page reads (app §4 in docs/spec-coverage.md, as after a card purchase): the finalized purchase and the score.
    expect([readSessionValue('subscriptionId'), readSessionValue('userEmail'), readSessionValue('iqScore')]).toEqual(['sub_1', 'a@b.co', '121']);
  });

  it('marks an anonymous return (nothing linked) as not signed in', async () => {
    const finalize = vi.fn(async () => ({ id: 'sub_2', email: 'a@b.co', plan_id: 'pro_weekly_trial', status: 'active', linked: false, finalized_at: null }));
    expect((await finalizeReturn({ email: 'a@b.co', subscriptionId: 'sub_2' }, { finalize, session: sessionStorage, local: localStorage })).kind).toBe('finalized');
    expect(JSON.parse(localStorage.getItem(USER_REPORT_KEY) ?? 'null')).toMatchObject({ subscriptionId: 'sub_2', signedIn: false });
    expect(readSessionValue('subscriptionId')).toBe('sub_2');
  });

  it("names the text of the service's code (issue 33), else the service's own words, else null for 'Finalize error', and keeps the session values", async () => {
    writeSessionValue('subscriptionId', 'sub_1');
    const deps = (error: unknown) => ({ finalize: vi.fn(async () => Promise.reject(error)), session: sessionStorage, local: localStorage });
    expect(await finalizeReturn({ email: 'a@b.co', subscriptionId: 'x' }, deps(new HttpError(404, { code: 'not-found', error: 'No subscription with this id belongs to this email.' })))).toEqual({ kind: 'failed', error: 'notFound', detail: 'No subscription with this id belongs to this email.' });
    expect(await finalizeReturn({ email: 'a@b.co', subscriptionId: 'x' }, deps(new HttpError(418, { code: 'teapot', error: 'For developers.' })))).toEqual({ kind: 'failed', error: null, detail: 'For developers.' });
    expect(await finalizeReturn({ email: 'a@b.co', subscriptionId: 'x' }, deps(new HttpError(500, null)))).toEqual({ kind: 'failed', error: null, detail: null });
    expect(readSessionValue('subscriptionId')).toBe('sub_1');
    expect(localStorage.getItem(USER_REPORT_KEY)).toBeNull();
  });
});

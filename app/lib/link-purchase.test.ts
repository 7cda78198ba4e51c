// @vitest-environment jsdom
/** The one /subs/finalize client: links idempotently per purchase and account, and never lets an idempotency message through. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAppConfig } from '../config/app-config.test-support';
import { LinkNotConfirmedError, linkPurchase } from './link-purchase';

const SERVICE = 'https://api.example.com';
const ATTRIBUTION = { ip: '203.0.113.9', country: 'GB' };
let attribution: Record<string, string> = ATTRIBUTION;
vi.mock('./tracking/subscription-attribution', () => ({ subscriptionAttribution: () => Promise.resolve(attribution) }));
vi.mock('./auth/signed-in-buyer', () => ({ signedInBuyer: () => Promise.resolve({ idToken: 'id-token-1', ref: { firebase_id: 'uid-1' } }) }));

beforeAll(() => installAppConfig(SERVICE));
afterEach(() => {
  vi.unstubAllGlobals();
  attribution = ATTRIBUTION;
});

const record = { id: 'sub-1', email: 'a@b.example', plan_id: 'plan-1', status: 'active', linked: true, finalized_at: '2026-11-27T10:00:00.000Z' };
const problem = (status: number, code: string) => new Response(JSON.stringify({ code, error: `This Idempotency-Key (${code})` }), { status, headers: { 'content-type': 'application/problem+json' } });

function serviceAnswers(...answers: Response[]) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(answers.shift() ?? new Response(JSON.stringify(record), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const noWait = () => Promise.resolve();
const purchase = { subscriptionId: 'sub-1', email: 'a@b.example' };

describe('linkPurchase (POST /subs/finalize)', () => {
  it('sends the ID token, the signed-in uid and the attribution, and answers the linked record', async () => {
    const fetchMock = serviceAnswers();
    await expect(linkPurchase(purchase, noWait)).resolves.toEqual(record);
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${SERVICE}/subs/finalize`);
    expect(new Headers(init.headers).get('x-id-token')).toBe('id-token-1');
    expect(JSON.parse(String(init.body))).toMatchObject({ subscription_id: 'sub-1', firebase_id: 'uid-1', attribution: ATTRIBUTION });
  });

  it('refuses a record that does not say it is linked', async () => {
    serviceAnswers(new Response(JSON.stringify({ ...record, linked: undefined }), { status: 200 }));
    await expect(linkPurchase(purchase, noWait)).rejects.toThrow();
  });

  it('one key per purchase, account and request: a retry replays, the other tab (its own attribution) asks on its own', async () => {
    const fetchMock = serviceAnswers();
    await linkPurchase(purchase, noWait);
    await linkPurchase(purchase, noWait);
    attribution = { ip: '198.51.100.7', country: 'GB' };
    await linkPurchase(purchase, noWait);
    const keys = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^link-sub-1-[0-9a-f]{24}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('asks again while the first ask is still in flight, then answers the record', async () => {
    const fetchMock = serviceAnswers(problem(409, 'idempotency-key-in-flight'), problem(409, 'idempotency-key-in-flight'));
    await expect(linkPurchase(purchase, noWait)).resolves.toEqual(record);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never lets an idempotency message reach the shopper', async () => {
    serviceAnswers(problem(422, 'idempotency-key-reused'));
    const failed = linkPurchase(purchase, noWait);
    await expect(failed).rejects.toBeInstanceOf(LinkNotConfirmedError);
    serviceAnswers(...Array.from({ length: 5 }, () => problem(409, 'idempotency-key-in-flight')));
    await expect(linkPurchase(purchase, noWait)).rejects.toBeInstanceOf(LinkNotConfirmedError);
  });
});

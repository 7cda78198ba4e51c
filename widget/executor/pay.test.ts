import { describe, expect, it, vi } from 'vitest';
import type { Fetch } from '../http/payment-api';
import { parsePayAnswer, pay, type PayEntry } from './pay';

const AMOUNT = { value: '19.99', currency: 'USD' };
const ENTRY: PayEntry = { paymentMethodCode: 'genericRedirect', amount: AMOUNT };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('parsePayAnswer (widget §7)', () => {
  it('reads the final state, the action and every link of the answer', () => {
    const parsed = parsePayAnswer({
      finalState: { code: 'authorizePending' },
      response: {
        actionRequired: '3ds',
        links: {
          execution: { href: 'https://p/executions/1' },
          '3ds': { href: 'https://p/3ds' },
          redirect: { href: 'https://bank/pay' },
          confirm: { href: 'https://p/confirm', action: { parameters: { orderId: 'O-1', tokenId: 'T-1' } } },
        },
      },
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        code: 'authorizePending',
        actionRequired: '3ds',
        executionLink: 'https://p/executions/1',
        threeDsLink: 'https://p/3ds',
        redirectLink: 'https://bank/pay',
        confirm: { href: 'https://p/confirm', orderId: 'O-1', tokenId: 'T-1' },
      },
    });
  });

  it('reads absent, empty or odd links as none, never as a guess', () => {
    const parsed = parsePayAnswer({
      finalState: { code: 'authorizeSuccessful' },
      response: { actionRequired: 'captcha', links: { execution: { href: '' }, '3ds': 'https://p/3ds', redirect: { href: 7 }, confirm: { action: 'go' } } },
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        code: 'authorizeSuccessful',
        actionRequired: null,
        executionLink: null,
        threeDsLink: null,
        redirectLink: null,
        confirm: { href: null, orderId: null, tokenId: null },
      },
    });
    expect(parsePayAnswer({ finalState: { code: 'authorizeFailed' }, response: [] })).toEqual({
      ok: true,
      value: { code: 'authorizeFailed', actionRequired: null, executionLink: null, threeDsLink: null, redirectLink: null, confirm: null },
    });
    expect(parsePayAnswer({ finalState: { code: 'authorizeFailed' }, response: { links: [] } })).toMatchObject({ ok: true, value: { confirm: null } });
  });

  it.each([
    [null, 'pay answer has no finalState'],
    [[], 'pay answer has no finalState'],
    [{ finalState: 'authorizeSuccessful' }, 'pay answer has no finalState'],
    [{ finalState: { code: 'captured' } }, 'unknown finalState.code "captured"'],
    [{ finalState: { code: 3 } }, 'unknown finalState.code 3'],
  ])('refuses %j: %s', (body, reason) => {
    expect(parsePayAnswer(body)).toEqual({ ok: false, reason });
  });
});

describe('pay', () => {
  it('posts the entry as an api integration with the payment headers and parses the answer', async () => {
    const fetchImpl = vi.fn<Fetch>(async () => json(200, { finalState: { code: 'authorizeSuccessful' } }));
    const result = await pay({ token: 'tok', payLink: 'https://p/pay', entry: ENTRY, consent: null }, fetchImpl);
    expect(result).toMatchObject({ ok: true, value: { code: 'authorizeSuccessful' } });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('https://p/pay');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual([{ integrationType: 'api', paymentMethodCode: 'genericRedirect', amount: AMOUNT }]);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('sends the terms the shopper agreed to as the entry\'s consent (issue 29), copied, never more', async () => {
    const fetchImpl = vi.fn<Fetch>(async () => json(200, { finalState: { code: 'authorizeSuccessful' } }));
    const consent = { termsVersion: '2026-11-27', language: 'de', extra: 'dropped' };
    await pay({ token: 'tok', payLink: 'https://p/pay', entry: ENTRY, consent }, fetchImpl);
    const [, init] = fetchImpl.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual([{ integrationType: 'api', paymentMethodCode: 'genericRedirect', amount: AMOUNT, consent: { termsVersion: '2026-11-27', language: 'de' } }]);
  });

  it('fails with UNKNOWN_ERROR and calls nothing without a pay link', async () => {
    const fetchImpl = vi.fn<Fetch>();
    const result = await pay({ token: 'tok', payLink: null, entry: ENTRY, consent: null }, fetchImpl);
    expect(result).toEqual({
      ok: false,
      failure: expect.objectContaining({ code: 'UNKNOWN_ERROR', detail: 'SDK was not initialized with workflow execution: no pay link' }),
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fails a refused call as the call failure of pay', async () => {
    const result = await pay({ token: 'tok', payLink: 'https://p/pay', entry: ENTRY, consent: null }, async () => json(502, { title: 'bad gateway' }));
    expect(result).toEqual({ ok: false, failure: expect.objectContaining({ code: 'AUTHORIZATION_ERROR', detail: 'pay: HTTP 502 unsuccessful' }) });
  });

  it('fails an answer it cannot read as AUTHORIZATION_ERROR, never a success', async () => {
    const result = await pay({ token: 'tok', payLink: 'https://p/pay', entry: ENTRY, consent: null }, async () => json(200, { finalState: { code: 'done' } }));
    expect(result).toEqual({ ok: false, failure: expect.objectContaining({ code: 'AUTHORIZATION_ERROR', detail: 'pay: unknown finalState.code "done"' }) });
  });

  it('turns anything thrown into a failure, never a rejection', async () => {
    const throwingText = { ok: true, status: 200, text: () => Promise.resolve('{}') } as unknown as Response;
    const entry = { ...ENTRY, get amount(): never { throw new Error('boom'); } } as unknown as PayEntry;
    const result = await pay({ token: 'tok', payLink: 'https://p/pay', entry, consent: null }, async () => throwingText);
    expect(result).toEqual({ ok: false, failure: expect.objectContaining({ code: 'AUTHENTICATION_ERROR', detail: 'pay: unknown error (boom)' }) });
  });
});

describe('pay: the coded error of widget §8', () => {
  it('a pay answer read carries no coded error', async () => {
    const result = await pay({ token: 'tok', payLink: 'https://p/pay', entry: ENTRY, consent: null }, async () => json(200, { finalState: { code: 'authorizePending' } }));
    expect(result.ok).toBe(true);
  });

  it.each([
    ['no pay link', null, () => json(200, {})],
    ['an error status', 'https://p/pay', () => new Response('oops', { status: 500 })],
    ['an unknown final state', 'https://p/pay', () => json(200, { finalState: { code: 'weird' } })],
    ['a 401', 'https://p/pay', () => new Response('', { status: 401 })],
  ])('every failure names EXECUTOR_PAY_FAILED: %s', async (_, payLink, response) => {
    const result = await pay({ token: 'tok', payLink, entry: ENTRY, consent: null }, async () => response());
    expect(result).toMatchObject({ ok: false, failure: { kind: 'failure', error: 'EXECUTOR_PAY_FAILED' } });
  });

  it('a network drop names EXECUTOR_PAY_FAILED', async () => {
    const result = await pay({ token: 'tok', payLink: 'https://p/pay', entry: ENTRY, consent: null }, () => Promise.reject(new TypeError('fetch failed')));
    expect(result).toMatchObject({ ok: false, failure: { code: 'AUTHENTICATION_ERROR', error: 'EXECUTOR_PAY_FAILED' } });
  });
});

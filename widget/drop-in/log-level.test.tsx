/**
 * logLevel governs every widget log through one logger (widget §9 in docs/spec-coverage.md): at INFO the drop-in
 * says what it mounted and how each payment started and ended; at the default ERROR it says none of
 * that, and still reports errors.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogLevel } from '../logger';
import { cardExecution, jwt, mountCardDropIn } from './card-frame.test-support';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

async function declinedPayment(logLevel?: LogLevel) {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const onAuthorizeFailed = vi.fn();
  const d = mountCardDropIn(
    {
      config: { token: 't', amount: { value: '1.00', currency: 'USD' }, execution: cardExecution('https://p/authorize') },
      getBearerToken: async () => jwt({ exp: Math.floor(Date.now() / 1000) + 3600 }),
      events: { onAuthorizeFailed },
      fetch: vi.fn(async (url: string | URL | Request) =>
        String(url).endsWith('/authorize') ? json(200, { links: { execution: { href: 'https://p/exec' } } }) : json(200, { status: [{ code: 'authorizeRequested', time: '2026-01-01T00:00:00Z' }, { code: 'authorizeFailed', time: '2026-01-01T00:00:01Z' }] }),
      ),
      sleep: async () => {},
      ...(logLevel ? { logLevel } : {}),
    },
    { showExistingCards: true },
  );
  d.answerTokenization({ ok: true, card: { token: 'tok', bin: '42424242', last4: '4242', network: 'visa' }, collected: { storeInstrument: false, enrollInstrumentToNetworkOffers: false, selectedInstallment: null, billingInfo: null } });
  d.readyWithValidCard();
  await d.payUntilFailure(onAuthorizeFailed);
  return { warned: warned.mock.calls.map(([m]) => String(m)), errors: errors.mock.calls.map(([m]) => String(m)) };
}

describe('logLevel', () => {
  it('at INFO, logs the mount, each payment start and end, and the deprecation warning', async () => {
    const { warned } = await declinedPayment('INFO');
    expect(warned).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\[INFO\] Drop-in mounted with 1 payment methods: card\.$/),
        '[INFO] Payment with card started.',
        expect.stringMatching(/^\[INFO\] Payment with card ended: failure AUTHORIZATION_ERROR/),
        expect.stringContaining('`showExistingCards` is deprecated'),
      ]),
    );
  });

  it('at the default ERROR, logs none of that', async () => {
    const { warned } = await declinedPayment();
    expect(warned).toEqual([]);
  });
});

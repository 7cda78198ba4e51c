/**
 * Apple Pay against the simulator's SDK stand-in (simulator/payment-provider/sdk-stand-ins), in jsdom: the stand-in
 * file is evaluated when the widget loads its URL, so the widget's real code drives the real stand-in.
 */
import { runStandIn } from './stand-in.test-support';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../messages';
import { applePayAvailable, mountApplePay } from './apple-pay';
import type * as ScriptLoader from './script-loader';
import { AMOUNT, APPLE_PAY_CONFIG, applePayProvider, click, clickAndSettle, flush, harness, json, LINKS, mountApplePayOnStandIn, walletPage, WALLET_CONSENT } from './wallet-harness.test-support';
import type { WalletContext } from './wallet-types';

vi.mock('./script-loader', async (importOriginal) => {
  const real = await importOriginal<typeof ScriptLoader>();
  return {
    ...real,
    // Evaluates the stand-in SDK as the browser would run its script.
    loadScript: vi.fn(async (url: string) => runStandIn(url)),
  };
});

const page = walletPage();

describe('Apple Pay with the stand-in', () => {
  it('validates the merchant, pays with the token and completes as success', async () => {
    const h = await mountApplePayOnStandIn(page.area, applePayProvider({ finalState: { code: 'authorizeSuccessful' }, response: { links: {} } }));
    const button = page.area.querySelector('button');
    expect(button?.dataset).toMatchObject({ buttonType: 'buy', buttonStyle: 'black' });
    expect(button?.lang).toBe('en-GB');
    await clickAndSettle('Buy with Apple Pay');
    expect(h.calls[0]?.body).toMatchObject({ integrationType: 'api', paymentMethodCode: 'applePay', amount: AMOUNT, meta: { clientContext: { host: expect.any(String) } } });
    await clickAndSettle('Pay with Apple Pay');
    expect(h.calls[1]?.body).toEqual([{ integrationType: 'api', paymentMethodCode: 'applePay', amount: AMOUNT, paymentToken: expect.stringContaining('EC_v1'), billingAddress: { country: { name: 'United States', code: 'US' }, postalCode: '10001' }, consent: WALLET_CONSENT }]);
    expect(h.outcomes).toEqual([{ kind: 'success' }]);
  });

  it('fails with USER_CANCELLED when the sheet is cancelled, and as AUTHORIZATION_ERROR when pay does not succeed', async () => {
    const h = await mountApplePayOnStandIn(page.area, applePayProvider({ finalState: { code: 'authorizeFailed' } }));
    await clickAndSettle('Buy with Apple Pay', 1);
    await clickAndSettle('Cancel', 1);
    expect(h.outcomes).toEqual([expect.objectContaining({ kind: 'failure', code: 'USER_CANCELLED', message: MESSAGES.paymentCancelled })]);
    await clickAndSettle('Buy with Apple Pay');
    await clickAndSettle('Pay with Apple Pay');
    expect(h.outcomes[1]).toMatchObject({ kind: 'failure', code: 'AUTHORIZATION_ERROR' });
  });
});

describe('Apple Pay: user gesture, veto and the host hook', () => {
  const validated = applePayProvider();
  const sheet = () => document.querySelector('[role=dialog][aria-label="Apple Pay"]');
  type Ctor = { prototype: { begin(): void; completePayment(status: number): void }; canMakePayments(): boolean };
  const stub = () => (window as unknown as { ApplePaySession: Ctor }).ApplePaySession;

  it('begins the session inside the click, before the host answers onPaymentButtonClicked', async () => {
    let answer: (ok: boolean) => void = () => undefined;
    const h = await mountApplePayOnStandIn(page.area, validated, { veto: new Promise<boolean>((r) => (answer = (ok) => r(!ok))) });
    const begin = vi.spyOn(stub().prototype, 'begin');
    click('Buy with Apple Pay');
    // Synchronously, in the same task as the click: no await ran yet.
    expect(begin).toHaveBeenCalledTimes(1);
    expect(sheet()).not.toBeNull();
    answer(true);
    await flush();
    await flush();
    await clickAndSettle('Pay with Apple Pay');
    expect(h.outcomes).toEqual([{ kind: 'success' }]);
  });

  it('aborts the sheet on a veto, with exactly one failure (VALIDATION_FAILED) and no pay call', async () => {
    const h = await mountApplePayOnStandIn(page.area, validated, { veto: true });
    click('Buy with Apple Pay');
    expect(sheet()).not.toBeNull();
    await flush();
    await flush();
    expect(sheet()).toBeNull();
    expect(h.outcomes).toEqual([expect.objectContaining({ kind: 'failure', code: 'VALIDATION_FAILED' })]);
    expect(h.calls.filter((c) => c.url === LINKS.pay)).toHaveLength(0);
  });

  it('hands the token and billing contact to the host instead of paying, and completes with the host\'s answer', async () => {
    const host = vi.fn<NonNullable<WalletContext['onApplePayAuthorized']>>(async () => true);
    const h = await mountApplePayOnStandIn(page.area, validated, { host });
    const complete = vi.spyOn(stub().prototype, 'completePayment');
    await clickAndSettle('Buy with Apple Pay');
    await clickAndSettle('Pay with Apple Pay');
    expect(host).toHaveBeenCalledWith({ token: expect.objectContaining({ paymentData: expect.objectContaining({ version: 'EC_v1' }) }), billingContact: { countryCode: 'US', postalCode: '10001' } });
    expect(h.calls.map((c) => c.url)).toEqual([LINKS.applePaySession]);
    expect(complete).toHaveBeenLastCalledWith(0);
    expect(h.outcomes).toEqual([{ kind: 'success' }]);

    // The host says no, then throws: the sheet fails, AUTHORIZATION_ERROR, the text left to the host.
    for (const answer of [async () => false, async () => Promise.reject(new Error('service down'))]) {
      host.mockImplementationOnce(answer);
      await clickAndSettle('Buy with Apple Pay');
      await clickAndSettle('Pay with Apple Pay');
      expect(complete).toHaveBeenLastCalledWith(1);
    }
    expect(h.outcomes.slice(1)).toEqual([
      expect.objectContaining({ kind: 'failure', code: 'AUTHORIZATION_ERROR', detail: 'the host did not accept the payment' }),
      expect.objectContaining({ kind: 'failure', code: 'AUTHORIZATION_ERROR', detail: 'onApplePayAuthorized threw: service down' }),
    ]);
    expect(h.calls.filter((c) => c.url === LINKS.pay)).toHaveLength(0);
  });

  it('says Apple Pay is not available when the device can no longer make payments, without opening a sheet', async () => {
    const h = await mountApplePayOnStandIn(page.area, validated);
    vi.spyOn(stub(), 'canMakePayments').mockReturnValue(false);
    click('Buy with Apple Pay');
    expect(sheet()).toBeNull();
    expect(h.outcomes).toEqual([expect.objectContaining({ kind: 'failure', message: MESSAGES.applePayUnavailable, error: 'WALLET_UNAVAILABLE' })]);
  });
});

describe('Apple Pay: merchant create-session call and recurring payment (widget §7, app §9)', () => {
  const CREATE_SESSION = 'https://service.test/provider/apple-pay/create-session';
  const config = { ...APPLE_PAY_CONFIG, createSessionUrl: CREATE_SESSION };
  const created = (url: string) => (url === CREATE_SESSION ? json(200, { data: { merchantSessionIdentifier: 'msi_2' } }) : json(200, { finalState: { code: 'authorizeSuccessful' } }));
  const WEEKLY = { description: 'Weekly plan with 7-day trial', label: 'Weekly Plan', amount: '19.99', intervalUnit: 'day', intervalCount: 7, startDate: new Date(Date.UTC(2026, 10, 30)), managementUrl: 'https://app.test/account' } as const;
  const sheetText = () => document.querySelector('[role=dialog][aria-label="Apple Pay"]')?.textContent ?? '';

  it('asks the configured create-session URL with requestUrl, sessionUrl and clientDomain, and completes validation with its data', async () => {
    const h = await mountApplePayOnStandIn(page.area, created, { config });
    await clickAndSettle('Buy with Apple Pay');
    expect(h.calls[0]).toEqual({ url: CREATE_SESSION, body: { requestUrl: LINKS.applePaySession, sessionUrl: `${window.location.origin}/sdk/apple-pay/validate`, clientDomain: window.location.host } });
    await clickAndSettle('Pay with Apple Pay');
    expect(h.outcomes).toEqual([{ kind: 'success' }]);
  });

  it('aborts the sheet when the create-session answer has no merchant session', async () => {
    const h = await mountApplePayOnStandIn(page.area, () => json(200, { data: null }), { config });
    await clickAndSettle('Buy with Apple Pay');
    expect(sheetText()).toBe('');
    expect(h.outcomes).toEqual([expect.objectContaining({ kind: 'failure', code: 'AUTHORIZATION_ERROR', detail: expect.stringContaining('no merchant session') })]);
  });

  it("puts the host's renewal in the request as a recurring payment every 7 days, shown in the sheet", async () => {
    await mountApplePayOnStandIn(page.area, created, { config, recurring: WEEKLY });
    // The widget looks the session up at the click: a recording constructor put in now still sees the request.
    const Session = (window as unknown as { ApplePaySession: new (v: number, r: unknown) => unknown }).ApplePaySession;
    const requests: unknown[] = [];
    (window as unknown as { ApplePaySession: unknown }).ApplePaySession = Object.assign(
      function (this: unknown, version: number, request: unknown) {
        requests.push(request);
        return new Session(version, request);
      },
      { canMakePayments: () => true, STATUS_SUCCESS: 0, STATUS_FAILURE: 1 },
    );
    click('Buy with Apple Pay');
    expect(requests[0]).toMatchObject({
      recurringPaymentRequest: {
        paymentDescription: 'Weekly plan with 7-day trial',
        regularBilling: { label: 'Weekly Plan', amount: '19.99', paymentTiming: 'recurring', recurringPaymentIntervalUnit: 'day', recurringPaymentIntervalCount: 7, recurringPaymentStartDate: WEEKLY.startDate },
        managementURL: 'https://app.test/account',
      },
    });
    expect(sheetText()).toContain('Then $19.99 every 7 days (Weekly Plan)');
  });

  it('opens an Apple Pay JS version 3 session for a final total in the order\'s currency, with the configured country, networks and 3-D Secure', async () => {
    const provider = { countryCode: 'US', supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'], merchantCapabilities: ['supports3DS'], createSessionUrl: CREATE_SESSION };
    await mountApplePayOnStandIn(page.area, created, { config: provider });
    const Session = (window as unknown as { ApplePaySession: new (v: number, r: unknown) => unknown }).ApplePaySession;
    const sessions: [number, unknown][] = [];
    (window as unknown as { ApplePaySession: unknown }).ApplePaySession = Object.assign(
      function (this: unknown, version: number, request: unknown) {
        sessions.push([version, request]);
        return new Session(version, request);
      },
      { canMakePayments: () => true, STATUS_SUCCESS: 0, STATUS_FAILURE: 1 },
    );
    click('Buy with Apple Pay');
    expect(sessions).toEqual([
      [3, expect.objectContaining({ countryCode: 'US', currencyCode: 'USD', supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'], merchantCapabilities: ['supports3DS'], total: expect.objectContaining({ amount: '1.00', type: 'final' }) })],
    ]);
  });

  it('opens no sheet for a malformed renewal: WALLET_CONFIG_INVALID', async () => {
    await applePayAvailable('https://asset.test');
    for (const bad of [{ ...WEEKLY, intervalCount: 0 }, { ...WEEKLY, amount: '19.9' }, { ...WEEKLY, managementUrl: '/account' }]) {
      const h = harness(created);
      page.area.replaceChildren();
      mountApplePay(page.area, config, h.ctx, bad);
      click('Buy with Apple Pay');
      expect(sheetText()).toBe('');
      expect(h.outcomes).toEqual([expect.objectContaining({ kind: 'failure', error: 'WALLET_CONFIG_INVALID', detail: expect.stringMatching(/^WALLET_CONFIG_INVALID: applePayRecurring/) })]);
      expect(h.calls).toEqual([]);
    }
  });
});

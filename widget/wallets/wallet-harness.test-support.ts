/**
 * The one fixture of the wallet tests (apple-pay.test.tsx, wallets.test.tsx,
 * delivery-address.test.tsx):
 * a wallet context like the drop-in's with a recording fetch, the page's buttons by name, Apple Pay
 * mounted on its stand-in, and a clean page and wallet globals around every test. Each test file
 * still mocks ./script-loader itself (vi.mock is hoisted per file) so that the stand-ins run when the
 * widget loads their URL.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Fetch } from '../http/payment-api';
import type { PaymentOutcome } from '../executor/outcome';
import { MESSAGES } from '../messages';
import { applePayAvailable, mountApplePay, type ApplePayConfig } from './apple-pay';
import type { ApplePayRecurring, WalletContext } from './wallet-types';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
export const AMOUNT = { value: '1.00', currency: 'USD' };
export const LINKS = { pay: 'https://p/pay', authorizationResult: 'https://p/result', applePaySession: 'https://p/apple-pay/session' };

export interface HarnessOptions {
  /** begin()'s answer: true (or a promise of true) vetoes, and begin() reports VALIDATION_FAILED itself as drop-in.ts does. */
  readonly veto?: boolean | Promise<boolean>;
  /** The host's Apple Pay hook. */
  readonly host?: WalletContext['onApplePayAuthorized'];
  /** The host's delivery-address callback, as the drop-in wraps it (askDeliveryAddress). */
  readonly deliveryAddressChanged?: WalletContext['deliveryAddressChanged'];
}

/** The terms the harness's shopper agreed to: every pay call carries them. */
export const WALLET_CONSENT = { termsVersion: '2026-11-27', language: 'en' } as const;

/** A wallet context like the drop-in's; outcomes and every fetch (url and JSON body) are recorded. */
export function harness(route: (url: string, body: unknown) => Response, opts: HarnessOptions = {}) {
  const outcomes: PaymentOutcome[] = [];
  const expired = vi.fn();
  const calls: { url: string; body: unknown }[] = [];
  const fetchImpl = vi.fn<Fetch>(async (url, init) => {
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url: String(url), body });
    return route(String(url), body);
  });
  const ctx: WalletContext = {
    token: 'ps_1',
    amount: AMOUNT,
    assetHost: 'https://asset.test',
    links: LINKS,
    fetch: fetchImpl,
    sleep: async () => {},
    riskSessionId: (m) => (m === 'payPal' ? 'fraud-1' : 'risk-1'),
    returnUrl: 'https://app.test/checkout',
    consent: WALLET_CONSENT,
    begin: async () => {
      if (!(await opts.veto)) return true;
      outcomes.push({ kind: 'failure', code: 'VALIDATION_FAILED', message: MESSAGES.authorizationFailed, detail: 'vetoed by onPaymentButtonClicked' });
      return false;
    },
    finish: (o) => outcomes.push(o),
    onSessionExpired: expired,
    ...(opts.host ? { onApplePayAuthorized: opts.host } : {}),
    ...(opts.deliveryAddressChanged ? { deliveryAddressChanged: opts.deliveryAddressChanged } : {}),
  };
  return { ctx, outcomes, expired, calls };
}

/** Clicks the page's button named `name` (its aria-label, else its text) or whose text matches. */
export const click = (name: string | RegExp) => {
  const button = Array.from(document.querySelectorAll('button')).find((b) => (typeof name === 'string' ? (b.getAttribute('aria-label') ?? b.textContent) === name : name.test(b.textContent ?? '')));
  if (!button) throw new Error(`no button ${String(name)}`);
  button.click();
};

export const flush = () => new Promise((r) => setTimeout(r, 0));

/** Lets `turns` macrotasks pass: each lets a stand-in's sheet or the widget's next call answer. */
export async function settle(turns: number): Promise<void> {
  for (let i = 0; i < turns; i += 1) await flush();
}

/** Clicks the button named `name` (as click does), then lets `turns` macrotasks pass. */
export async function clickAndSettle(name: string | RegExp, turns = 2): Promise<void> {
  click(name);
  await settle(turns);
}

export const APPLE_PAY_CONFIG: ApplePayConfig = { countryCode: 'US', supportedNetworks: ['visa'], merchantCapabilities: ['supports3DS'] };

/** The provider for Apple Pay: the merchant session msi_1 at the session link, `payAnswer` at any other. */
export const applePayProvider =
  (payAnswer: unknown = { finalState: { code: 'authorizeSuccessful' } }) =>
  (url: string): Response =>
    url === LINKS.applePaySession ? json(200, { data: { merchantSessionIdentifier: 'msi_1' } }) : json(200, payAnswer);

export interface ApplePayMountOptions extends HarnessOptions {
  readonly config?: ApplePayConfig;
  readonly recurring?: ApplePayRecurring;
}

/** Loads the Apple Pay stand-in (which must say Apple Pay is available) and mounts Apple Pay in `area` over a harness of `route`. */
export async function mountApplePayOnStandIn(area: HTMLElement, route: (url: string, body: unknown) => Response, opts: ApplePayMountOptions = {}) {
  expect(await applePayAvailable('https://asset.test')).toBe(true);
  const h = harness(route, opts);
  mountApplePay(area, opts.config ?? APPLE_PAY_CONFIG, h.ctx, opts.recurring);
  return h;
}

/** A fresh mount area in an empty page for every test, and no wallet SDK left behind by the last one. */
export function walletPage(): { readonly area: HTMLElement } {
  const page = { area: document.createElement('div') };
  beforeEach(() => {
    page.area = document.createElement('div');
    document.body.replaceChildren(page.area);
  });
  afterEach(() => {
    delete (window as { ApplePaySession?: unknown }).ApplePaySession;
    delete (window as { ApplePayError?: unknown }).ApplePayError;
    delete (window as { google?: unknown }).google;
    delete (window as { paypal?: unknown }).paypal;
  });
  return page;
}

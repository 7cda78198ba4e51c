/**
 * Google Pay and PayPal against the simulator's SDK stand-in (simulator/payment-provider/sdk-stand-ins), in jsdom: the stand-in
 * file is evaluated when the widget loads its URL, so the widget's real code drives the real stand-in.
 */
import { runStandIn } from './stand-in.test-support';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/translator';
import { MESSAGES } from '../messages';
import { googlePayClient, mountGooglePay } from './google-pay';
import { mountPayPal } from './paypal';
import { loadScript, WalletLoadError } from './script-loader';
import type * as ScriptLoader from './script-loader';
import { AMOUNT, click, clickAndSettle, flush, harness, json, LINKS, walletPage, WALLET_CONSENT } from './wallet-harness.test-support';

vi.mock('./script-loader', async (importOriginal) => {
  const real = await importOriginal<typeof ScriptLoader>();
  return {
    ...real,
    // Evaluates the stand-in SDK as the browser would run its script.
    loadScript: vi.fn(async (url: string) => runStandIn(url)),
  };
});

const at = (s: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, s)).toISOString();
const page = walletPage();

describe('Google Pay with the stand-in', () => {
  const config = { merchantInfo: { merchantId: 'm', merchantName: 'MindMetric' } };

  it('renders black/long/fill, pays with the token, and hands a pending answer to the 3-D Secure handling', async () => {
    const client = await googlePayClient('https://asset.test', config);
    expect(client).not.toBeNull();
    if (!client) return;
    const h = harness(() => json(200, { finalState: { code: 'authorizePending' }, response: { actionRequired: '3ds', links: { '3ds': { href: 'https://asset.test/3ds/challenge/t' } } } }));
    mountGooglePay(page.area, client, config, h.ctx);
    expect(page.area.querySelector('button')?.dataset).toMatchObject({ buttonColor: 'black', buttonType: 'long', buttonSizeMode: 'fill' });
    await clickAndSettle('Buy with Google Pay', 1);
    await clickAndSettle('Continue with Google Pay');
    expect(h.calls[0]?.body).toEqual([{ integrationType: 'api', paymentMethodCode: 'googlePay', amount: AMOUNT, paymentToken: expect.stringMatching(/^stand-in-gpay-/), consent: WALLET_CONSENT }]);
    expect(h.outcomes).toEqual([{ kind: 'three-ds', link: 'https://asset.test/3ds/challenge/t' }]);
  });

  it('asks Google Pay API 2.0 in the TEST environment by default, for a FINAL total in the order\'s currency', async () => {
    const seen: { environment?: string; ready?: unknown; payment?: unknown } = {};
    type Client = { isReadyToPay(r: unknown): Promise<unknown>; loadPaymentData(r: unknown): Promise<unknown> };
    vi.mocked(loadScript).mockImplementationOnce(async (url: string) => {
      runStandIn(url);
      const api = (window as unknown as { google: { payments: { api: { PaymentsClient: new (o: { environment: string }) => Client } } } }).google.payments.api;
      const Real = api.PaymentsClient;
      // The real stand-in client, its two requests recorded on their way.
      api.PaymentsClient = function (options: { environment: string }) {
        seen.environment = options.environment;
        const real = new Real(options);
        return Object.assign(Object.create(real) as Client, {
          isReadyToPay: (request: unknown) => {
            seen.ready = request;
            return real.isReadyToPay(request);
          },
          loadPaymentData: (request: unknown) => {
            seen.payment = request;
            return real.loadPaymentData(request);
          },
        });
      } as unknown as typeof Real;
    });
    const client = await googlePayClient('https://asset.test', config);
    if (!client) throw new Error('Google Pay not ready');
    mountGooglePay(page.area, client, config, harness(() => json(200, { finalState: { code: 'authorizeSuccessful' } })).ctx);
    await clickAndSettle('Buy with Google Pay', 1);
    expect(seen.environment).toBe('TEST');
    expect(seen.ready).toMatchObject({ apiVersion: 2, apiVersionMinor: 0 });
    expect(seen.payment).toMatchObject({ apiVersion: 2, apiVersionMinor: 0, transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: AMOUNT.value, currencyCode: AMOUNT.currency } });
  });

  it("draws the merchant's styles over the defaults, buttonLocale included", async () => {
    const styled = { ...config, styles: { buttonColor: 'white', buttonLocale: 'pt' } };
    const client = await googlePayClient('https://asset.test', styled);
    if (!client) throw new Error('Google Pay not ready');
    mountGooglePay(page.area, client, styled, harness(() => json(500, {})).ctx);
    const button = page.area.querySelector('button');
    expect(button?.dataset).toMatchObject({ buttonColor: 'white', buttonType: 'long', buttonSizeMode: 'fill' });
    expect(button?.lang).toBe('pt');
  });

  it('speaks the widget’s language when the merchant named none (issue 33)', async () => {
    const client = await googlePayClient('https://asset.test', config);
    if (!client) throw new Error('Google Pay not ready');
    try {
      await activateLocale('de');
      mountGooglePay(page.area, client, config, harness(() => json(500, {})).ctx);
      expect(page.area.querySelector('button')?.lang).toBe('de');
    } finally {
      expect(activateLocale('en')).toBe(true);
    }
  });

  it('reports a veto once (VALIDATION_FAILED) without opening the sheet', async () => {
    const client = await googlePayClient('https://asset.test', config);
    if (!client) throw new Error('not ready');
    const h = harness(() => json(500, {}), { veto: true });
    mountGooglePay(page.area, client, config, h.ctx);
    await clickAndSettle('Buy with Google Pay');
    expect(h.outcomes).toEqual([expect.objectContaining({ kind: 'failure', code: 'VALIDATION_FAILED' })]);
    expect(h.calls).toHaveLength(0);
  });

  it('fails with USER_CANCELLED when the sheet is cancelled, without a pay call', async () => {
    const client = await googlePayClient('https://asset.test', config);
    if (!client) throw new Error('not ready');
    const h = harness(() => json(500, {}));
    mountGooglePay(page.area, client, config, h.ctx);
    await clickAndSettle('Buy with Google Pay', 1);
    await clickAndSettle('Cancel', 1);
    expect(h.calls).toHaveLength(0);
    expect(h.outcomes).toEqual([expect.objectContaining({ code: 'USER_CANCELLED' })]);
  });
});

describe('PayPal with the stand-in', () => {
  const config = { clientId: 'sb', captureMode: 'Instant' };
  const confirmFlow = (url: string) => {
    if (url === LINKS.pay) return json(200, { finalState: { code: 'authorizePending' }, response: { links: { confirm: { href: 'https://p/confirm', action: { parameters: { orderId: 'ORDER-1', tokenId: 'BA-1' } } } } } });
    if (url === 'https://p/confirm') return json(200, { links: { execution: { href: 'https://p/exe' } } });
    return json(200, { status: [{ code: 'authorizeRequested', time: at(0) }, { code: 'confirmRequested', time: at(1) }, { code: 'authorizeSuccessful', time: at(2) }] });
  };

  it('renders gold/40/rect/paypal without tagline, creates the order with the fraud id, confirms with the orderId and polls to success', async () => {
    const h = harness(confirmFlow);
    mountPayPal(page.area, config, h.ctx, { showStoreCheckbox: false });
    await flush();
    expect(page.area.querySelector('button')?.dataset).toMatchObject({ color: 'gold', shape: 'rect', label: 'paypal', tagline: 'false' });
    // The SDK is asked for the widget's language, in PayPal's form (issue 33).
    expect(new URL(String(vi.mocked(loadScript).mock.calls.at(-1)?.[0])).searchParams.get('locale')).toBe('en_US');
    expect((page.area.querySelector('button') as HTMLElement).style.height).toBe('40px');
    await clickAndSettle('Pay with PayPal');
    expect(h.calls[0]?.body).toEqual([{ integrationType: 'api', paymentMethodCode: 'payPal', amount: AMOUNT, storeInstrument: false, providerData: { riskSessionCorrelationId: 'fraud-1' }, consent: WALLET_CONSENT }]);
    await clickAndSettle('Approve payment', 5);
    expect(h.calls[1]).toEqual({ url: 'https://p/confirm', body: { data: { orderId: 'ORDER-1' } } });
    expect(h.outcomes).toEqual([{ kind: 'success' }]);
  });

  it('re-renders 300 ms after the store checkbox changes (one render for a burst) and then asks for a billing agreement', async () => {
    vi.useFakeTimers();
    try {
      const h = harness(confirmFlow);
      mountPayPal(page.area, config, h.ctx, { showStoreCheckbox: true });
      await vi.advanceTimersByTimeAsync(0);
      const box = page.area.querySelector<HTMLInputElement>('input[type=checkbox]');
      if (!box) throw new Error('no checkbox');
      box.checked = true;
      box.dispatchEvent(new Event('change'));
      expect(page.area.querySelector('.paypal-stand-in-button')).toBeNull();
      box.checked = false;
      box.dispatchEvent(new Event('change'));
      box.checked = true;
      box.dispatchEvent(new Event('change'));
      await vi.advanceTimersByTimeAsync(299);
      expect(page.area.querySelector('.paypal-stand-in-button')).toBeNull();
      await vi.advanceTimersByTimeAsync(1);
      expect(page.area.querySelectorAll('.paypal-stand-in-button')).toHaveLength(1);
      click('Pay with PayPal');
      await vi.advanceTimersByTimeAsync(0);
      expect(h.calls[0]?.body).toEqual([expect.objectContaining({ storeInstrument: true })]);
      click('Approve payment');
      await vi.advanceTimersByTimeAsync(0);
      expect(h.calls[1]?.body).toEqual({ data: { tokenId: 'BA-1' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a veto once (VALIDATION_FAILED), with no pay call and no session-expired event', async () => {
    const h = harness(confirmFlow, { veto: true });
    mountPayPal(page.area, config, h.ctx, { showStoreCheckbox: false });
    await flush();
    await clickAndSettle('Pay with PayPal', 4);
    expect(h.outcomes).toEqual([expect.objectContaining({ kind: 'failure', code: 'VALIDATION_FAILED' })]);
    expect(h.calls).toHaveLength(0);
    expect(h.expired).not.toHaveBeenCalled();
  });

  it('fires session expired and USER_CANCELLED on cancel; "No order id returned" (PAYPAL_ORDER_CREATION_FAILED) when pay gives none', async () => {
    const h = harness(confirmFlow);
    mountPayPal(page.area, config, h.ctx, { showStoreCheckbox: false });
    await flush();
    await clickAndSettle('Pay with PayPal');
    click('Cancel and return');
    expect(h.expired).toHaveBeenCalledTimes(1);
    expect(h.outcomes).toEqual([expect.objectContaining({ code: 'USER_CANCELLED' })]);

    page.area.replaceChildren();
    const noId = harness(() => json(200, { finalState: { code: 'authorizePending' }, response: { links: {} } }));
    mountPayPal(page.area, config, noId.ctx, { showStoreCheckbox: false });
    await flush();
    await clickAndSettle('Pay with PayPal');
    expect(noId.expired).toHaveBeenCalledTimes(1);
    expect(noId.outcomes).toEqual([{ kind: 'failure', code: 'AUTHORIZATION_ERROR', message: MESSAGES.authorizationFailed, detail: 'No order id returned', error: 'PAYPAL_ORDER_CREATION_FAILED' }]);
  });

  it('a pay call that fails to create the order is PAYPAL_ORDER_CREATION_FAILED, keeping why it failed', async () => {
    const h = harness(() => json(401, { error: { message: 'expired' } }));
    mountPayPal(page.area, config, h.ctx, { showStoreCheckbox: false });
    await flush();
    await clickAndSettle('Pay with PayPal');
    expect(h.outcomes).toEqual([expect.objectContaining({ kind: 'failure', code: 'AUTHENTICATION_ERROR', reason: 'api-token-invalid', error: 'PAYPAL_ORDER_CREATION_FAILED' })]);
    expect(document.querySelector('[role=dialog]')).toBeNull();
  });

  it("passes the config's integrationMode through to the order creation, beside the risk session id", async () => {
    const h = harness(confirmFlow);
    mountPayPal(page.area, { ...config, integrationMode: 'express' }, h.ctx, { showStoreCheckbox: false });
    await flush();
    await clickAndSettle('Pay with PayPal');
    expect(h.calls[0]?.body).toEqual([expect.objectContaining({ paymentMethodCode: 'payPal', providerData: { riskSessionCorrelationId: 'fraud-1', integrationMode: 'express' } })]);
  });
});

describe('script loading', () => {
  it('a PayPal SDK that does not load fails once with the coded button mount error', async () => {
    vi.mocked(loadScript).mockRejectedValueOnce(new WalletLoadError('PAYPAL_SCRIPT_LOAD_ERROR'));
    const h = harness(() => json(500, {}));
    mountPayPal(page.area, { clientId: 'sb' }, h.ctx, { showStoreCheckbox: false });
    await flush();
    expect(h.outcomes).toEqual([expect.objectContaining({ kind: 'failure', code: 'UNKNOWN_ERROR', error: 'PAYPAL_BUTTON_MOUNT_FAILED', detail: expect.stringContaining('The PayPal SDK could not be loaded') })]);
  });

  it('raises the coded load error when the script fails', async () => {
    const real = await vi.importActual<typeof ScriptLoader>('./script-loader');
    const done = real.loadScript('https://asset.test/sdk/missing.js', 'PAYPAL_SCRIPT_LOAD_ERROR');
    document.head.querySelector('script[src="https://asset.test/sdk/missing.js"]')?.dispatchEvent(new Event('error'));
    await expect(done).rejects.toBeInstanceOf(WalletLoadError);
    await expect(done).rejects.toMatchObject({ code: 'PAYPAL_SCRIPT_LOAD_ERROR', message: 'The PayPal SDK could not be loaded.' });
    expect(vi.isMockFunction(loadScript)).toBe(true);
  });
});

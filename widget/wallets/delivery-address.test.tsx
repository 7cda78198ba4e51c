/**
 * The delivery-address callback (widget §3 and §8 in docs/spec-coverage.md) through the three wallets' stand-ins:
 * the shopper picks an address in the sheet, the host hears city, postalCode, state and country.code;
 * false or a throw is CALLBACK_FAILED (logged) and the sheet refuses the address until another is picked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../messages';
import { askDeliveryAddress, type DeliveryAddress, type DeliveryAddressCallback } from './delivery-address';
import { googlePayClient, mountGooglePay } from './google-pay';
import { mountPayPal } from './paypal';
import type * as ScriptLoader from './script-loader';
import { AMOUNT, applePayProvider, clickAndSettle, harness, json, LINKS, mountApplePayOnStandIn, settle, walletPage } from './wallet-harness.test-support';

vi.mock('./script-loader', async (importOriginal) => {
  const real = await importOriginal<typeof ScriptLoader>();
  return { ...real, loadScript: vi.fn(async (url: string) => (await import('./stand-in.test-support')).runStandIn(url)) };
});

const page = walletPage();
const NEW_YORK: DeliveryAddress = { city: 'New York', postalCode: '10001', state: 'NY', country: { code: 'US' } };
const LONDON: DeliveryAddress = { city: 'London', postalCode: 'SW1A 2AA', state: '', country: { code: 'GB' } };
/** The host of these tests delivers in the US only. */
const usOnly = vi.fn<DeliveryAddressCallback>((address) => address.country.code === 'US');

const sheetOf = (wallet: string) => document.querySelector(`[role=dialog][aria-label="${wallet}"]`);
const approveOf = (wallet: string, label: string) => Array.from(sheetOf(wallet)?.querySelectorAll('button') ?? []).find((b) => b.textContent === label);
const refusalOf = (wallet: string) => sheetOf(wallet)?.querySelector('[role=alert]')?.textContent;
/** Picks the sheet's delivery address by its country (the stand-ins' account has a US and a GB one). */
function deliverTo(wallet: string, country: 'United States' | 'United Kingdom') {
  const select = sheetOf(wallet)?.querySelector('select');
  if (!select) throw new Error(`${wallet}: no delivery address choice`);
  const option = Array.from(select.options).find((o) => o.text.endsWith(country));
  if (!option) throw new Error(`${wallet}: no address in ${country}`);
  select.value = option.value;
  select.dispatchEvent(new Event('change'));
}
/** Macrotasks for a click or a pick to settle: the sheet asks the host, which answers, and the sheet updates. */
const TURNS = 4;

let errors: { mock: { calls: unknown[][] }; mockRestore(): void };
const loggedCodes = () => errors.mock.calls.map((call) => String(call[0]).split(':')[0]);
afterEach(() => {
  usOnly.mockClear();
  errors.mockRestore();
});
const spyErrors = () => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
};

describe('Apple Pay: the delivery address', () => {
  const validated = applePayProvider();

  it('asks the host for each address picked; a refusal is CALLBACK_FAILED, shown in the sheet, and Pay waits for an accepted one', async () => {
    spyErrors();
    const h = await mountApplePayOnStandIn(page.area, validated, { deliveryAddressChanged: askDeliveryAddress(usOnly) });
    await clickAndSettle('Buy with Apple Pay', TURNS);
    expect(usOnly).toHaveBeenLastCalledWith(NEW_YORK);
    expect(approveOf('Apple Pay', 'Pay with Apple Pay')?.disabled).toBe(false);
    expect(loggedCodes()).toEqual([]);

    deliverTo('Apple Pay', 'United Kingdom');
    await settle(TURNS);
    expect(usOnly).toHaveBeenLastCalledWith(LONDON);
    expect(refusalOf('Apple Pay')).toBe(MESSAGES.deliveryAddressRefused);
    expect(approveOf('Apple Pay', 'Pay with Apple Pay')?.disabled).toBe(true);
    expect(loggedCodes()).toEqual(['CALLBACK_FAILED']);
    expect(h.outcomes).toEqual([]);

    deliverTo('Apple Pay', 'United States');
    await settle(TURNS);
    expect(refusalOf('Apple Pay')).toBe('');
    await clickAndSettle('Pay with Apple Pay', TURNS);
    expect(h.outcomes).toEqual([{ kind: 'success' }]);
  });

  it('takes a throwing callback as a refusal, logged as CALLBACK_FAILED with what it threw', async () => {
    spyErrors();
    await mountApplePayOnStandIn(page.area, validated, { deliveryAddressChanged: askDeliveryAddress(() => Promise.reject(new Error('address service down'))) });
    await clickAndSettle('Buy with Apple Pay', TURNS);
    expect(refusalOf('Apple Pay')).toBe(MESSAGES.deliveryAddressRefused);
    expect(approveOf('Apple Pay', 'Pay with Apple Pay')?.disabled).toBe(true);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/^CALLBACK_FAILED: .*address service down/);
  });

  it('asks for no shipping address when the host has no callback', async () => {
    await mountApplePayOnStandIn(page.area, validated);
    await clickAndSettle('Buy with Apple Pay', TURNS);
    expect(sheetOf('Apple Pay')?.querySelector('select')).toBeNull();
    expect(approveOf('Apple Pay', 'Pay with Apple Pay')?.disabled).toBe(false);
  });
});

describe('Google Pay: the delivery address', () => {
  const config = { merchantInfo: { merchantId: 'm', merchantName: 'MindMetric' } };

  it('reports the preselected and each picked address; a refused one keeps Continue off until an accepted one', async () => {
    spyErrors();
    const delivery = askDeliveryAddress(usOnly);
    const client = await googlePayClient('https://asset.test', config, delivery);
    if (!client) throw new Error('Google Pay not ready');
    const h = harness(() => json(200, { finalState: { code: 'authorizeSuccessful' } }), { deliveryAddressChanged: delivery });
    mountGooglePay(page.area, client, config, h.ctx);
    await clickAndSettle('Buy with Google Pay', TURNS);
    expect(usOnly).toHaveBeenLastCalledWith(NEW_YORK);
    deliverTo('Google Pay', 'United Kingdom');
    await settle(TURNS);
    expect(usOnly).toHaveBeenLastCalledWith(LONDON);
    expect(refusalOf('Google Pay')).toBe(MESSAGES.deliveryAddressRefused);
    expect(approveOf('Google Pay', 'Continue with Google Pay')?.disabled).toBe(true);
    expect(loggedCodes()).toEqual(['CALLBACK_FAILED']);
    deliverTo('Google Pay', 'United States');
    await settle(TURNS);
    await clickAndSettle('Continue with Google Pay', TURNS);
    expect(h.outcomes).toEqual([{ kind: 'success' }]);
  });
});

describe('PayPal: the delivery address', () => {
  it("rejects a refused address in PayPal's window with PayPal's own text, and approves once an accepted one is picked", async () => {
    spyErrors();
    const h = harness(
      (url) =>
        url === LINKS.pay
          ? json(200, { finalState: { code: 'confirmRequested' }, response: { links: { confirm: { href: 'https://p/confirm', action: { parameters: { orderId: 'ORDER-1' } } } } } })
          : url === 'https://p/confirm'
            ? json(200, { links: { execution: { href: 'https://p/exec' } } })
            : json(200, { status: ['authorizeRequested', 'confirmRequested', 'authorizeSuccessful'].map((code, s) => ({ code, time: `2030-01-01T00:00:0${s}Z` })) }),
      { deliveryAddressChanged: askDeliveryAddress(usOnly) },
    );
    mountPayPal(page.area, { clientId: 'sb' }, h.ctx, { showStoreCheckbox: false });
    await settle(TURNS);
    await clickAndSettle('Pay with PayPal', TURNS);
    expect(usOnly).toHaveBeenLastCalledWith(NEW_YORK);
    deliverTo('PayPal', 'United Kingdom');
    await settle(TURNS);
    expect(refusalOf('PayPal')).toBe("Your order can't be shipped to this address.");
    expect(approveOf('PayPal', 'Approve payment')?.disabled).toBe(true);
    expect(loggedCodes()).toEqual(['CALLBACK_FAILED']);
    deliverTo('PayPal', 'United States');
    await settle(TURNS);
    await clickAndSettle('Approve payment', TURNS);
    expect(h.outcomes).toEqual([{ kind: 'success' }]);
    expect(h.calls[0]?.body).toEqual([expect.objectContaining({ paymentMethodCode: 'payPal', amount: AMOUNT })]);
  });
});

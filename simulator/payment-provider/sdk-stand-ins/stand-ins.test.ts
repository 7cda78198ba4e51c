/**
 * The three wallet stand-ins as the asset host serves them (bundled with their one shared sheet):
 * each opens the same sheet (a modal dialog named after the wallet, the amount, a status line, an
 * approve and a cancel button) and answers the widget through its SDK's own surface.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtinEnvironments } from 'vitest/environments';
import { standInScript } from './bundle';

/** The part of the ApplePaySession stand-in this test drives. */
type ApplePaySessionCtor = new (version: number, request: object) => {
  begin(): void;
  completeMerchantValidation(session: unknown): void;
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
};
const global = (name: string): unknown => Reflect.get(window, name);

let teardown: (() => unknown) | null = null;
beforeAll(async () => {
  // Bundled in Node first (esbuild refuses to run under jsdom's globals), then run in a jsdom page.
  const scripts = ['apple-pay.js', 'google-pay.js', 'paypal.js'].map((file) => {
    const script = standInScript(file);
    if (!script) throw new Error(`no stand-in ${file}`);
    return script;
  });
  const env = await builtinEnvironments.jsdom.setup(globalThis, {});
  teardown = () => env.teardown(globalThis);
  // jsdom loads no scripts by URL: run the served bundles as the browser would.
  for (const script of scripts) new Function(script)();
});
afterAll(() => teardown?.());
afterEach(() => {
  document.body.innerHTML = '';
});

const dialog = (name: string) => document.querySelector<HTMLElement>(`[role="dialog"][aria-label="${name}"]`);
const buttonIn = (sheet: HTMLElement | null, label: string) => [...(sheet?.querySelectorAll('button') ?? [])].find((b) => b.textContent === label);
/** The sheet's shape: its children's tags and roles, without the wallet's words. */
const shape = (sheet: HTMLElement | null) => [...(sheet?.children ?? [])].map((el) => `${el.tagName}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''}`);

describe('the wallet stand-ins share one sheet', () => {
  it('Apple Pay: Pay waits for merchant validation, then authorizes with a token; the sheet has the shared shape', async () => {
    const Session = global('ApplePaySession') as ApplePaySessionCtor;
    const session = new Session(3, { currencyCode: 'USD', total: { label: 'MindMetric', amount: '1.00', type: 'final' } });
    const validation = new Promise<string>((resolve) => (session.onvalidatemerchant = (e) => resolve(e.validationURL)));
    const authorized = vi.fn();
    session.onpaymentauthorized = authorized;
    session.begin();
    const sheet = dialog('Apple Pay');
    expect(sheet?.getAttribute('aria-modal')).toBe('true');
    expect(sheet?.textContent).toContain('MindMetric: $1.00');
    expect(buttonIn(sheet, 'Pay with Apple Pay')?.disabled).toBe(true);
    // A disabled Pay looks disabled (inline styles have no :disabled).
    expect(buttonIn(sheet, 'Pay with Apple Pay')?.style.opacity).toBe('0.45');
    expect(await validation).toMatch(/\/sdk\/apple-pay\/validate$/);
    session.completeMerchantValidation({ merchantSessionIdentifier: 'm-1' });
    expect(buttonIn(sheet, 'Pay with Apple Pay')?.style.opacity).toBe('1');
    buttonIn(sheet, 'Pay with Apple Pay')?.click();
    expect(authorized).toHaveBeenCalledWith({ payment: expect.objectContaining({ token: expect.objectContaining({ transactionIdentifier: 'stand-in' }) }) });
    expect(shape(sheet)).toEqual(['H2', 'P', 'P', 'P[status]', 'BUTTON', 'BUTTON']);
  });

  it('Google Pay: approve resolves the payment data, cancel rejects with CANCELED; same sheet', async () => {
    const google = global('google') as { payments: { api: { PaymentsClient: new (o: object) => { loadPaymentData(r: object): Promise<unknown> } } } };
    const client = new google.payments.api.PaymentsClient({ environment: 'TEST' });
    const request = { apiVersion: 2, apiVersionMinor: 0, merchantInfo: { merchantName: 'MindMetric' }, transactionInfo: { totalPriceStatus: 'FINAL', currencyCode: 'USD', totalPrice: '1.00' } };
    const paid = client.loadPaymentData(request);
    const sheet = dialog('Google Pay');
    expect(sheet?.textContent).toContain('MindMetric · $1.00');
    expect(shape(sheet)).toEqual(['H2', 'P', 'P', 'P[status]', 'BUTTON', 'BUTTON']);
    buttonIn(sheet, 'Continue with Google Pay')?.click();
    await expect(paid).resolves.toMatchObject({ apiVersion: 2, paymentMethodData: { type: 'CARD' } });
    expect(dialog('Google Pay')).toBeNull();
    const cancelled = client.loadPaymentData(request);
    buttonIn(dialog('Google Pay'), 'Cancel')?.click();
    await expect(cancelled).rejects.toMatchObject({ statusCode: 'CANCELED' });
  });

  it('the sheet is a modal dialog by keyboard: the page behind inert, Tab round its controls, Escape cancels, focus back where it was', async () => {
    document.body.innerHTML = '<main><button type="button">Buy with Google Pay</button></main>';
    const opener = document.querySelector('button')!;
    opener.focus();
    const google = global('google') as { payments: { api: { PaymentsClient: new (o: object) => { loadPaymentData(r: object): Promise<unknown> } } } };
    const client = new google.payments.api.PaymentsClient({ environment: 'TEST' });
    const paid = client.loadPaymentData({ apiVersion: 2, apiVersionMinor: 0, merchantInfo: { merchantName: 'MindMetric' }, transactionInfo: { totalPriceStatus: 'FINAL', currencyCode: 'USD', totalPrice: '1.00' } });
    const sheet = dialog('Google Pay')!;
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(buttonIn(sheet, 'Continue with Google Pay'));
    // The guards either side of the sheet pass focus round: past the last control to the first, before the first to the last.
    const overlay = sheet.parentElement!;
    (overlay.lastElementChild as HTMLElement).focus();
    expect(document.activeElement).toBe(buttonIn(sheet, 'Continue with Google Pay'));
    (overlay.firstElementChild as HTMLElement).focus();
    expect(document.activeElement).toBe(buttonIn(sheet, 'Cancel'));
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await expect(paid).rejects.toMatchObject({ statusCode: 'CANCELED' });
    expect(dialog('Google Pay')).toBeNull();
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
    expect(document.activeElement).toBe(opener);
  });

  it('PayPal: the button creates the order, the sheet approves it or cancels it; same sheet', async () => {
    const paypal = global('paypal') as { Buttons: (o: object) => { render(el: Element): Promise<void> } };
    const onApprove = vi.fn();
    const onCancel = vi.fn();
    const area = document.createElement('div');
    document.body.append(area);
    await paypal.Buttons({ createOrder: () => 'ORDER-1', onApprove, onCancel }).render(area);
    area.querySelector('button')?.click();
    await vi.waitFor(() => expect(dialog('PayPal')).not.toBeNull());
    const sheet = dialog('PayPal');
    expect(sheet?.textContent).toContain('approve ORDER-1');
    expect(shape(sheet)).toEqual(['H2', 'P', 'P[status]', 'BUTTON', 'BUTTON']);
    buttonIn(sheet, 'Approve payment')?.click();
    await vi.waitFor(() => expect(onApprove).toHaveBeenCalledWith({ orderID: 'ORDER-1' }, {}));
    area.querySelector('button')?.click();
    await vi.waitFor(() => expect(dialog('PayPal')).not.toBeNull());
    buttonIn(dialog('PayPal'), 'Cancel and return')?.click();
    expect(onCancel).toHaveBeenCalledWith({ orderID: 'ORDER-1' });
  });

  it('serves only the three stand-ins', () => {
    expect(standInScript('sheet.js')).toBeUndefined();
    expect(standInScript('bundle.ts')).toBeUndefined();
  });
});

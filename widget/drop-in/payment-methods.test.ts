import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../messages';
import { pickRiskSessionId } from '../executor/risk-session';
import { parsePayAnswer } from '../executor/pay';
import { iconName, parseDropInMethods } from './payment-methods';

describe('parseDropInMethods', () => {
  const options = [
    {
      paymentMethodCode: 'card',
      paymentInstruments: [
        { id: 'a', paymentMethod: 'card', status: 'enabled', displayName: 'Visa •••• 4242', data: { network: 'visa' } },
        { id: 'b', paymentMethod: 'card', status: 'enabled', data: { network: 'mastercard' } },
        { id: 'c', paymentMethod: 'card', status: 'transient', data: { network: 'visa' } },
        { id: 'unknown-status', paymentMethod: 'card', status: 'active', data: { network: 'visa' } },
        { id: 'no-status', paymentMethod: 'card', data: { network: 'visa' } },
        { id: 'upper', paymentMethod: 'card', status: 'enabled', data: { network: 'DINERS_CLUB' } },
        { id: 'no-brand', paymentMethod: 'card', status: 'created' },
        { id: 'bad-brand', paymentMethod: 'card', status: 'enabled', data: { network: 'CARTES_BANCAIRES' } },
        { id: 'odd-brand', paymentMethod: 'card', status: 'enabled', data: { network: 7 } },
        { displayName: 'no id' },
      ],
    },
    {
      paymentMethodCode: 'payPal',
      config: { clientId: 'sb', captureMode: 'Instant' },
      paymentInstruments: [
        { id: 'pp-on', status: 'enabled', displayName: 'PayPal' },
        { id: 'pp-created', status: 'created', displayName: 'PayPal 2' },
      ],
    },
    {
      paymentMethodCode: 'googlePay',
      config: { merchantInfo: { merchantId: 'm', merchantName: 'M' }, styles: { buttonLocale: 'pt', buttonColor: 'white', buttonType: '', shape: 'round' } },
      paymentInstruments: [{ id: 'g-off', status: 'disabled' }],
    },
    { paymentMethodCode: 'applePay', config: { countryCode: 'US', supportedNetworks: ['visa'], merchantCapabilities: ['supports3DS'] } },
    { paymentMethodCode: 'genericRedirect', config: { paymentMethod: 'pix', label: 'Pix', instantPayment: true } },
    { paymentMethodCode: 'genericRedirect', config: { paymentMethod: 'online-banking' } },
    { paymentMethodCode: 'genericRedirect', config: {} },
    { paymentMethodCode: 'bitcoin' },
  ];

  it('lists stored cards with displayName or "Unavailable", and PayPal or Google Pay instruments only when enabled', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const m = parseDropInMethods(options);
    expect(m.storedInstruments).toEqual([
      { id: 'a', paymentMethod: 'card', status: 'enabled', label: 'Visa •••• 4242', brand: 'VISA' },
      { id: 'b', paymentMethod: 'card', status: 'enabled', label: MESSAGES.unavailableInstrument, brand: 'MASTERCARD' },
      { id: 'c', paymentMethod: 'card', status: 'transient', label: MESSAGES.unavailableInstrument, brand: 'VISA' },
      { id: 'upper', paymentMethod: 'card', status: 'enabled', label: MESSAGES.unavailableInstrument, brand: 'DINERS_CLUB' },
      { id: 'no-brand', paymentMethod: 'card', status: 'created', label: MESSAGES.unavailableInstrument, brand: 'DEFAULT' },
      { id: 'pp-on', paymentMethod: 'payPal', status: 'enabled', label: 'PayPal', brand: 'DEFAULT' },
    ]);
    // A status or brand outside the closed sets is a coded failure, never passed on.
    const invalid = logged.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('INSTRUMENT_INVALID: '));
    expect(invalid).toEqual([
      expect.stringContaining('instrument unknown-status: status "active"'),
      expect.stringContaining('instrument no-status: status undefined'),
      expect.stringContaining('instrument bad-brand: data.network "CARTES_BANCAIRES"'),
      expect.stringContaining('instrument odd-brand: data.network 7'),
    ]);
    logged.mockRestore();
  });

  it('reads wallets and redirects, leaving out what it cannot read', () => {
    const m = parseDropInMethods(options);
    expect(m.card).toBe(true);
    expect(m.payPal).toEqual({ clientId: 'sb', captureMode: 'Instant' });
    expect(m.googlePay?.merchantInfo).toEqual({ merchantId: 'm', merchantName: 'M' });
    // Only the spec's four styles, as non-empty strings.
    expect(m.googlePay?.styles).toEqual({ buttonLocale: 'pt', buttonColor: 'white' });
    expect(m.applePay?.countryCode).toBe('US');
    expect(m.redirects).toEqual([
      { name: 'pix', label: 'Pix', instantPayment: true },
      { name: 'online-banking', label: 'online-banking', instantPayment: false },
    ]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreadable = parseDropInMethods(['applePay', 'googlePay', 'payPal'].map((paymentMethodCode) => ({ paymentMethodCode, config: {} })));
    expect([unreadable.applePay, unreadable.googlePay, unreadable.payPal]).toEqual([null, null, null]);
    expect(logged.mock.calls.map(([m]) => String(m).split(':')[0])).toEqual(Array(3).fill('WALLET_CONFIG_INVALID'));
    logged.mockRestore();
  });

  it("takes any PayPal integrationMode, every value but express as the standard flow (widget §3)", () => {
    const read = (config: Record<string, unknown>) => parseDropInMethods([{ paymentMethodCode: 'payPal', config }]).payPal;
    expect(read({ clientId: 'sb', integrationMode: 'express' })).toEqual({ clientId: 'sb', integrationMode: 'express' });
    for (const integrationMode of ['standard', 'Express', 'other', '', 1, null]) expect(read({ clientId: 'sb', integrationMode })).toEqual({ clientId: 'sb', integrationMode: 'standard' });
    expect(read({ clientId: 'sb' })).toEqual({ clientId: 'sb' });
  });

  it("takes Apple Pay's createSessionUrl only as an absolute URL; anything else is WALLET_CONFIG_INVALID", () => {
    const read = (paymentMethodCode: string, config: Record<string, unknown>) => parseDropInMethods([{ paymentMethodCode, config }]);
    const url = 'https://service.test/provider/apple-pay/create-session';
    expect(read('applePay', { countryCode: 'US', createSessionUrl: url }).applePay).toMatchObject({ countryCode: 'US', createSessionUrl: url });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const createSessionUrl of ['/apple-pay/create-session', 'javascript:alert(1)', '', 7]) expect(read('applePay', { countryCode: 'US', createSessionUrl }).applePay).toBeNull();
    expect(logged.mock.calls.map(([m]) => String(m).split(':')[0])).toEqual(Array(4).fill('WALLET_CONFIG_INVALID'));
    logged.mockRestore();
  });
});

describe('parsePayAnswer', () => {
  it('reads finalState.code and the redirect, confirm and 3ds links', () => {
    const parsed = parsePayAnswer({
      finalState: { code: 'authorizePending' },
      response: { links: { redirect: { href: 'r' }, confirm: { href: 'c', action: { parameters: { orderId: 'O' } } } } },
    });
    expect(parsed).toEqual({ ok: true, value: { code: 'authorizePending', actionRequired: null, executionLink: null, threeDsLink: null, redirectLink: 'r', confirm: { href: 'c', orderId: 'O', tokenId: null } } });
  });

  it('refuses an unknown or missing final state (never fails open)', () => {
    expect(parsePayAnswer({ finalState: { code: 'authorized' } }).ok).toBe(false);
    expect(parsePayAnswer({}).ok).toBe(false);
    expect(parsePayAnswer(null).ok).toBe(false);
  });
});

describe('pickRiskSessionId', () => {
  const entries = [
    { id: 'fp-1', provider: 'device-fingerprint' },
    { id: 'pp-1', provider: 'paypal-fraudnet' },
    { id: 'fp-2', provider: 'other' },
  ];
  it('takes the PayPal fraud id for PayPal and the first non-fraud id otherwise', () => {
    expect(pickRiskSessionId(entries, 'payPal')).toBe('pp-1');
    expect(pickRiskSessionId(entries, 'other')).toBe('fp-1');
    expect(pickRiskSessionId([entries[1] ?? { id: '', provider: '' }], 'other')).toBeNull();
    expect(pickRiskSessionId([], 'payPal')).toBeNull();
  });
});

describe('iconName', () => {
  it('names the mark of each network the asset host draws, and the generic card for any other', () => {
    expect(['visa', 'MASTERCARD', 'amex', 'discover', 'diners', 'jcb', 'paypal'].map(iconName)).toEqual(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'paypal']);
    expect([null, 'maestro', 'unionpay', ''].map(iconName)).toEqual(['card', 'card', 'card', 'card']);
  });
});

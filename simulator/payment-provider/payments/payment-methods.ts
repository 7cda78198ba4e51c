/**
 * The lookup's payment methods beyond the new card (widget §3 in docs/spec-coverage.md): stored instruments, Apple
 * Pay, Google Pay, PayPal and two generic redirects, with the links the widget needs to pay with them.
 * Every session offers all of them, so a QA person can try any method under any scenario.
 */
import { ScenarioRun } from './scenario-run';
import type { PaymentSession } from './session-model';
import type { StoredInstrument, StoredInstruments } from './stored-instruments';

export interface MethodOrigins {
  readonly service: string;
  readonly asset: string;
}

/**
 * Demonstration instruments of the stored-card scenarios (method `stored-card`): a session running
 * one lists these; any other session lists only its customer's own (stored-instruments.ts). The
 * disabled Google Pay one must never be listed by the widget; the one without displayName shows
 * "Unavailable" (widget §2 in docs/spec-coverage.md).
 */
export const SCENARIO_INSTRUMENTS: readonly StoredInstrument[] = [
  { id: 'pi_stored_visa_4242', paymentMethod: 'card', status: 'enabled', displayName: 'Visa •••• 4242', data: { bin: '424242', network: 'visa', last4: '4242' } },
  { id: 'pi_stored_mc_4444', paymentMethod: 'card', status: 'enabled', data: { bin: '555555', network: 'mastercard', last4: '4444' } },
  { id: 'pi_stored_paypal', paymentMethod: 'payPal', status: 'enabled', displayName: 'PayPal · grace@example.com', data: { network: 'paypal' } },
  { id: 'pi_stored_gpay_off', paymentMethod: 'googlePay', status: 'disabled', displayName: 'Google Pay · Visa •••• 1111', data: { network: 'visa' } },
];

/** The instruments a session may list and pay with: its scenario's demonstration set, else its customer's own. */
export function instrumentsOf(session: PaymentSession, stored: StoredInstruments): readonly StoredInstrument[] {
  if (ScenarioRun.listsDemoInstruments(session)) return SCENARIO_INSTRUMENTS;
  return stored.ofCustomer({ email: session.email, userRef: session.userRef });
}

/** Generic redirect methods: `pix` is the instant-payment one (popup and polling), the bank one navigates away. */
export const REDIRECT_METHODS = {
  pix: { label: 'Pix', instantPayment: true },
  'online-banking': { label: 'Online banking', instantPayment: false },
} as const;

export type RedirectMethodName = keyof typeof REDIRECT_METHODS;

export const isRedirectMethodName = (name: string): name is RedirectMethodName => Object.hasOwn(REDIRECT_METHODS, name);

/** The provider's Apple Pay routes under /provider: the session request and the merchant create-session call (widget §7 in docs/spec-coverage.md). */
export const APPLE_PAY_PATHS = { session: '/apple-pay/session', createSession: '/apple-pay/create-session' } as const;

/** Adds the stored instruments to the card option and appends the wallets and redirects. */
export function withPaymentMethods<T extends { readonly paymentMethodCode: string }>(options: readonly T[], instruments: readonly StoredInstrument[], origins: MethodOrigins): unknown[] {
  const byMethod = (code: string) => instruments.filter((i) => i.paymentMethod === code);
  return [
    ...options.map((o) => (o.paymentMethodCode === 'card' ? { ...o, paymentInstruments: byMethod('card') } : o)),
    {
      paymentMethodCode: 'applePay',
      config: {
        countryCode: 'US',
        supportedNetworks: ['visa', 'masterCard', 'amex', 'discover'],
        merchantCapabilities: ['supports3DS'],
        requiredBillingContactFields: ['postalAddress'],
        // widget §7 in docs/spec-coverage.md: the merchant session comes from the create-session call, its path from this config.
        createSessionUrl: `${origins.service}/provider${APPLE_PAY_PATHS.createSession}`,
      },
      paymentInstruments: [],
    },
    {
      paymentMethodCode: 'googlePay',
      config: { merchantInfo: { merchantId: 'BCR2DN4T000MIND', merchantName: 'MindMetric' }, environment: 'TEST', allowedCardNetworks: ['VISA', 'MASTERCARD', 'AMEX'] },
      paymentInstruments: byMethod('googlePay'),
    },
    { paymentMethodCode: 'payPal', config: { clientId: 'sb-mindmetric', captureMode: 'Instant', integrationMode: 'express' }, paymentInstruments: byMethod('payPal') },
    ...Object.entries(REDIRECT_METHODS).map(([name, m]) => ({
      paymentMethodCode: 'genericRedirect',
      config: { paymentMethod: name, label: m.label, instantPayment: m.instantPayment },
      paymentInstruments: [],
    })),
  ];
}

/** Links of the lookup result for the wallet and redirect calls (widget §7 in docs/spec-coverage.md). */
export function paymentMethodLinks(session: PaymentSession, origins: MethodOrigins) {
  const execution = `${origins.service}/provider/executions/${session.execution.id}`;
  return {
    pay: { href: `${execution}/pay` },
    authorizationResult: { href: `${execution}/authorization-result` },
    applePaySession: { href: `${origins.service}/provider${APPLE_PAY_PATHS.session}` },
  };
}

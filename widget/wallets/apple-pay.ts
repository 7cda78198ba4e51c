/** Apple Pay (widget-spec sections 4 and 9): session version 3, en-GB, total final, button buy/black, merchant validation. */
import { APPLE_PAY_BUTTON, APPLE_PAY_LOCALE, APPLE_PAY_SESSION_VERSION, APPLE_PAY_TOTAL_TYPE, WALLET_SDK_PATHS } from '../constants';
import { MESSAGES } from '../messages';
import { callPaymentApi } from '../http/payment-api';
import { failure } from '../executor/outcome';
import { pay } from '../executor/pay';
import { loadScript } from './script-loader';
import type { MountedWallet, WalletContext } from './wallet-types';

/** The part of ApplePaySession the widget uses. */
interface ApplePaySessionLike {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(session: unknown): void;
  completePayment(status: number): void;
}
interface ApplePaySessionCtor {
  new (version: number, request: unknown): ApplePaySessionLike;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
  canMakePayments(): boolean;
}

export interface ApplePayConfig {
  readonly countryCode: string;
  readonly supportedNetworks: readonly string[];
  readonly merchantCapabilities: readonly string[];
  readonly requiredBillingContactFields?: readonly string[];
}

const ctor = (): ApplePaySessionCtor | undefined => (window as unknown as { ApplePaySession?: ApplePaySessionCtor }).ApplePaySession;

/** Loads the SDK and says whether Apple Pay can be offered on this device. */
export async function applePayAvailable(assetHost: string): Promise<boolean> {
  await loadScript(`${assetHost}${WALLET_SDK_PATHS.applePay}`, 'APPLE_PAY_SCRIPT_LOAD_ERROR');
  return ctor()?.canMakePayments() === true;
}

/** The payment request of Apple Pay JS version 3. */
export function applePayRequest(config: ApplePayConfig, amount: { value: string; currency: string }, label: string) {
  return {
    countryCode: config.countryCode,
    currencyCode: amount.currency,
    supportedNetworks: config.supportedNetworks,
    merchantCapabilities: config.merchantCapabilities,
    requiredBillingContactFields: config.requiredBillingContactFields ?? [],
    total: { label, amount: amount.value, type: APPLE_PAY_TOTAL_TYPE },
  };
}

export function mountApplePay(area: HTMLElement, config: ApplePayConfig, ctx: WalletContext): MountedWallet {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'mm-wallet-button mm-wallet-button--apple';
  button.lang = APPLE_PAY_LOCALE;
  button.dataset.buttonType = APPLE_PAY_BUTTON.type;
  button.dataset.buttonStyle = APPLE_PAY_BUTTON.style;
  button.setAttribute('aria-label', 'Buy with Apple Pay');
  button.textContent = 'Buy with Apple Pay';
  button.addEventListener('click', () => {
    const Session = ctor();
    if (!Session) return ctx.finish(failure('UNKNOWN_ERROR', 'Apple Pay SDK missing'));
    // ApplePaySession must be created inside the click handler (a user gesture), before any await.
    const session = new Session(APPLE_PAY_SESSION_VERSION, applePayRequest(config, ctx.amount, 'MindMetric'));
    let settled = false;
    session.onvalidatemerchant = (event) => {
      void (async () => {
        const answer = await callPaymentApi(
          {
            method: 'POST',
            url: ctx.links.applePaySession ?? '',
            token: ctx.token,
            body: { integrationType: 'api', paymentMethodCode: 'applePay', amount: ctx.amount, meta: { sessionURL: event.validationURL, clientContext: { host: window.location.host } } },
          },
          ctx.fetch,
        );
        const data = answer.kind === 'ok' && typeof answer.body === 'object' && answer.body !== null ? (answer.body as { data?: unknown }).data : undefined;
        if (!data) {
          settled = true;
          session.abort();
          ctx.finish(failure('AUTHORIZATION_ERROR', `Apple Pay merchant validation failed (${answer.kind})`));
          return;
        }
        session.completeMerchantValidation(data);
      })();
    };
    session.onpaymentauthorized = (event) => {
      void (async () => {
        const result = await pay(
          {
            token: ctx.token,
            payLink: ctx.links.pay,
            entry: { paymentMethodCode: 'applePay', amount: ctx.amount, paymentInstrumentData: { paymentToken: JSON.stringify(event.payment.token) } },
          },
          ctx.fetch,
        );
        settled = true;
        const ok = result.ok && result.value.code === 'authorizeSuccessful';
        session.completePayment(ok ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
        if (ok) ctx.finish({ kind: 'success' });
        else ctx.finish(result.ok ? failure('AUTHORIZATION_ERROR', `Apple Pay pay answered ${result.value.code}`) : result.failure);
      })();
    };
    session.oncancel = () => {
      if (settled) return;
      settled = true;
      ctx.finish(failure('USER_CANCELLED', 'Apple Pay sheet cancelled', MESSAGES.paymentCancelled));
    };
    void ctx.begin().then((allowed) => {
      if (!allowed) {
        settled = true;
        ctx.finish(failure('VALIDATION_FAILED', 'vetoed by onPaymentButtonClicked'));
        return;
      }
      session.begin();
    });
  });
  area.append(button);
  return { destroy: () => button.remove() };
}

import { parseSdkConfig, type Amount, type ParsedExecution } from '../config';
import { errorText } from '../executor/call-failures';
import { DropInError } from './drop-in-errors';
import type { BearerTokenCache } from '../collect/bearer-token';
import type { Environment } from '../constants';
import { createCardForm, type CardFormHost, type CardFormUserOptions } from '../card-form/card-form';
import { authorizeCard, authorizeStoredInstrument } from '../executor/authorize';
import { EXECUTOR_MESSAGES } from '../executor/executor-messages';
import type { PaymentOutcome } from '../executor/poll-decision';
import { isSessionExpiry } from '../executor/outcome';
import { realSleep, type Sleep } from '../executor/poller';
import { pay as payCall } from '../executor/pay';
import { pickRiskSessionId, readRiskSessionEntries } from '../executor/risk-session';
import type { Fetch } from '../http/payment-api';
import { WidgetError, type FailureCode } from '../errors';
import { MESSAGES } from '../messages';
import { ensureStyles } from '../ui/styles';
import { openChallengePopup } from '../three-ds/challenge-popup';
import { callPaymentApi } from '../http/payment-api';
import { pollExecution } from '../executor/poller';
import { failure as failed } from '../executor/outcome';
import { navigateAndWait, pollInstantPayment } from '../redirect/redirect-flow';
import { openRedirectPopup } from '../redirect/redirect-frame';
import { applePayAvailable, mountApplePay } from '../wallets/apple-pay';
import { googlePayClient, mountGooglePay } from '../wallets/google-pay';
import { mountPayPal } from '../wallets/paypal';
import type { WalletContext } from '../wallets/wallet-types';
import type { BillingInfo, CardFormState } from '../vault-frame/protocol';
import { createItemList } from './item-list';
import { iconName, parseDropInMethods, type RedirectMethod, type StoredInstrument } from './payment-methods';

/** Payment method codes of widget-spec section 1: which method a payment event is about. */
export type PaymentMethodCode = 'card' | 'googlePay' | 'payPal' | 'applePay' | 'genericRedirect';

/** The billing address of the card form (widget-spec section 3): a country and, when the country asks for one, a postal code. */
export type BillingAddress = BillingInfo;

/** What Apple Pay hands over when the shopper authorizes the sheet (ApplePayPayment of Apple Pay JS). */
export interface ApplePayAuthorizedPayment {
  /** The ApplePayPaymentToken, as the wallet returned it: pass it to the backend that charges it. */
  readonly token: unknown;
  /** The billing contact, when the Apple Pay config asked for requiredBillingContactFields. */
  readonly billingContact?: unknown;
}

/** A fresh payment session from the merchant backend, for onPaymentSessionExpired. The amount stays the same. */
export interface RefreshedSession {
  readonly token: string;
  /** The new workflow execution response. */
  readonly execution: unknown;
}

/** Events the host page may listen to. Every payment ends in exactly one of success, pending or failure. */
export interface PaymentEvents {
  onAuthorizeSuccess?(result: { readonly paymentMethodCode: PaymentMethodCode }): void;
  onAuthorizeFailed?(failure: { readonly code: FailureCode; readonly message: string; readonly detail: string; readonly paymentMethodCode: PaymentMethodCode }): void;
  onPaymentPending?(): void;
  /** Return false (or throw) to veto the payment: it then fails once with VALIDATION_FAILED. Apple Pay asks after its sheet opened, and closes it on a veto. */
  onPaymentButtonClicked?(context: { readonly paymentMethodCode: PaymentMethodCode }): boolean | Promise<boolean>;
  /** Card form changes (widget-spec section 3): validity, network, bin and the billing address. Never a card number. */
  onStateChanged?(state: { readonly isValid: boolean; readonly cardNetwork: string | null; readonly bin: string | null; readonly billingAddress: BillingAddress | null }): void;
  /**
   * Apple Pay host hook (docs/decisions/0006): when supplied, an authorized Apple Pay payment goes to the
   * host instead of the provider's pay call. Resolve true once the host charged it: the sheet completes
   * with success and onAuthorizeSuccess fires. Resolve false or reject: the sheet completes with failure
   * and onAuthorizeFailed fires (AUTHORIZATION_ERROR). The host then shows its own Apple Pay failure
   * messages; the widget shows none for Apple Pay. Without the hook the widget pays (widget-spec section 4).
   * @example onApplePayAuthorized: async ({ token }) => Boolean((await createSubscription(token)).id)
   */
  onApplePayAuthorized?(payment: ApplePayAuthorizedPayment): Promise<boolean>;
  /**
   * The session or vault token expired (HTTP 401/403 or 'Invalid token', widget-spec section 8); the
   * failure event follows. Resolve a fresh session to let the shopper pay again with the form as typed;
   * resolving nothing (or throwing) is SESSION_REFRESH_FAILED and the shopper is told to reload.
   * @example onPaymentSessionExpired: async () => { const s = await initSession(); return { token: s.token, execution: s.execution }; }
   */
  onPaymentSessionExpired?(): void | Promise<RefreshedSession | null | undefined>;
  /** A 3-D Secure challenge starts (popup, or page redirect with `redirectFor3DS`). */
  onThreeDSecureChallenge?(): void;
}

export interface DropInOptions {
  /** Label of the Pay button. Default "Pay". */
  readonly payButtonLabel?: string;
  /** Redirect the whole page to the 3-D Secure challenge instead of opening a popup. Default false. */
  readonly redirectFor3DS?: boolean;
  /** Card form options: layout, expiry fields and formats, store checkbox, labels, styles, log level. See CardFormUserOptions. */
  readonly cardForm?: CardFormUserOptions;
  /** List the shopper's stored instruments. Default true: shown unless this is exactly false. */
  readonly showStoredInstruments?: boolean;
  /** @deprecated Use showStoredInstruments (a warning is logged). */
  readonly showExistingCards?: boolean;
  /** Show PayPal's "save for future payments" checkbox. Default false. */
  readonly showPayPalStoreCheckbox?: boolean;
}

export interface DropInContext {
  readonly token: string;
  readonly amount: Amount;
  readonly execution: ParsedExecution;
  readonly environment: Environment;
  /** The vault bearer token, cached while unexpired (widget-spec section 4). */
  readonly bearerToken: BearerTokenCache;
  readonly events: PaymentEvents;
  readonly fetch?: Fetch;
  readonly sleep?: Sleep;
}


export const SHOW_EXISTING_CARDS_DEPRECATED = 'The drop-in option `showExistingCards` is deprecated: use `showStoredInstruments`.';

export interface DropIn {
  mount(target: HTMLElement): void;
  unmount(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** The message the shopper reads for an outcome; the precise one goes to the host page with the event. */
function shopperText(outcome: Extract<PaymentOutcome, { kind: 'failure' }>): string {
  if (outcome.code === 'USER_CANCELLED') return MESSAGES.paymentCancelled;
  return outcome.message === MESSAGES.authorizationFailedAfter3ds ? outcome.message : MESSAGES.authorizationFailed;
}

/** The onStateChanged payload of widget-spec section 3 from the card form's state: never a card number, never the per-element details. */
export function stateChangePayload(state: CardFormState): Parameters<NonNullable<PaymentEvents['onStateChanged']>>[0] {
  return { isValid: state.isValid, cardNetwork: state.cardNetwork, bin: state.bin, billingAddress: state.billingAddress };
}

/** How the failure message looks and is announced: a cancel is neutral information (status), anything else the red failure (alert). */
export function failureMessageStyle(code: FailureCode): { readonly className: string; readonly role: 'status' | 'alert' } {
  return code === 'USER_CANCELLED' ? { className: 'mm-message mm-message--info', role: 'status' } : { className: 'mm-message mm-message--failure', role: 'alert' };
}

/**
 * The drop-in (widget-spec sections 2 and 4): stored instruments, the card form, Apple Pay and Google
 * Pay (when the device has them), PayPal and the generic redirect methods of the lookup, one radio
 * item each; the card item is active first.
 * @example client.createDropIn({ payButtonLabel: 'Start trial' }).mount(document.querySelector('#pay')!)
 */
export function createDropIn(context: DropInContext, options: DropInOptions = {}): DropIn {
  let root: HTMLElement | null = null;
  let cardForm: CardFormHost | null = null;
  let busy = false;
  let alive = false;
  /** The payment session: replaced in place when the host refreshes an expired one, so the card form stays filled. */
  let session: { token: string; execution: ParsedExecution } = { token: context.token, execution: context.execution };
  const sleep = context.sleep ?? realSleep;
  const fetchImpl = context.fetch ?? fetch;

  return {
    mount(target) {
      if (root) throw new WidgetError('UNKNOWN_ERROR', 'The drop-in is already mounted; call unmount() first.');
      alive = true;
      ensureStyles(target.ownerDocument);
      if (options.showExistingCards !== undefined) console.warn(SHOW_EXISTING_CARDS_DEPRECATED);
      const showStored = options.showStoredInstruments !== false;
      const methods = parseDropInMethods(session.execution.paymentCompositionOptions);
      const assetHost = session.execution.assetHost;
      const icon = (name: string) => `${assetHost}/sdk/icons/${name}.svg`;

      root = element('div', 'mm-dropin');
      const list = createItemList('Payment method');

      const pay = element('button', 'mm-pay');
      pay.type = 'button';
      pay.id = 'mm-card-payment-button';
      pay.disabled = true;
      const spinner = element('span', 'mm-spinner');
      spinner.hidden = true;
      spinner.setAttribute('aria-hidden', 'true');
      pay.append(spinner, document.createTextNode(options.payButtonLabel ?? MESSAGES.payButtonLabel));

      const success = element('p', 'mm-message mm-message--success', MESSAGES.paymentSuccessful);
      success.setAttribute('role', 'status');
      success.hidden = true;
      const failure = element('p', 'mm-message mm-message--failure', MESSAGES.authorizationFailed);
      failure.setAttribute('role', 'alert');
      failure.title = 'Dismiss';
      failure.hidden = true;
      failure.addEventListener('click', () => (failure.hidden = true));

      const loader = element('div', 'mm-loader');
      loader.hidden = true;
      loader.setAttribute('aria-hidden', 'true');
      loader.append(element('span', 'mm-spinner'));

      root.append(list.element, success, failure, loader);
      target.append(root);

      /** The stored instrument Pay would charge; null while the card item (or another) is active. */
      let selectedInstrument: StoredInstrument | null = null;
      const payEnabled = () => (selectedInstrument ? true : (cardForm?.state()?.isValid ?? false));

      const setBusy = (value: boolean) => {
        busy = value;
        spinner.hidden = !value;
        loader.hidden = !value;
        list.setDisabled(value);
        pay.setAttribute('aria-busy', String(value));
        pay.disabled = value || !payEnabled();
      };

      /** Reports a payment's end once; `quiet` leaves the failure text to the host (its Apple Pay hook, ADR 6). */
      const finish = (outcome: PaymentOutcome, paymentMethodCode: PaymentMethodCode, quiet = false) => {
        if (!alive) return;
        setBusy(false);
        switch (outcome.kind) {
          case 'success':
            list.element.hidden = true;
            success.hidden = false;
            context.events.onAuthorizeSuccess?.({ paymentMethodCode });
            return;
          case 'pending':
            list.element.hidden = true;
            context.events.onPaymentPending?.();
            return;
          case 'three-ds':
            void challenge(outcome.link, paymentMethodCode);
            return;
          case 'failure': {
            // A cancel is the shopper's own choice: neutral information, not the red failure (ADR 5).
            const style = failureMessageStyle(outcome.code);
            failure.className = style.className;
            failure.setAttribute('role', style.role);
            failure.textContent = shopperText(outcome);
            failure.hidden = quiet;
            const expired = isSessionExpiry(outcome);
            const refreshing = expired ? refreshSession() : null;
            context.events.onAuthorizeFailed?.({ code: outcome.code, message: outcome.message, detail: outcome.detail, paymentMethodCode });
            if (refreshing) {
              // Pay waits for the fresh session: a click in between would use the expired one.
              setBusy(true);
              failure.hidden = true;
              void refreshing.then((ok) => {
                if (!alive) return;
                setBusy(false);
                if (!ok) failure.textContent = MESSAGES.sessionRefreshFailed;
                failure.hidden = quiet;
              });
            }
            return;
          }
        }
      };

      /**
       * widget-spec section 8: a 401/403 or 'Invalid token' fires onPaymentSessionExpired. A host that
       * answers with a fresh session ({ token, execution }) lets the shopper pay again without retyping;
       * an answer of nothing, a malformed one or a throw is SESSION_REFRESH_FAILED (logged, and shown).
       * A host without the callback gets no refresh and no message beyond the failure.
       */
      const refreshSession = async (): Promise<boolean> => {
        context.bearerToken.invalidate();
        const callback = context.events.onPaymentSessionExpired;
        if (!callback) return true;
        try {
          const fresh = await callback.call(context.events);
          if (!fresh) throw new Error('onPaymentSessionExpired returned no session');
          const parsed = parseSdkConfig({ token: fresh.token, amount: context.amount, execution: fresh.execution });
          session = { token: parsed.token, execution: parsed.execution };
          return true;
        } catch (cause) {
          console.error(new DropInError('SESSION_REFRESH_FAILED', errorText(cause), { cause }).message);
          return false;
        }
      };

      /** widget-spec section 4: challenge, then poll the execution from its self link and report; a failure names the challenge. */
      const challenge = async (link: string | null, method: PaymentMethodCode) => {
        const self = session.execution.selfLink;
        if (!link || !self) {
          return finish({ kind: 'failure', code: 'AUTHORIZATION_ERROR', message: MESSAGES.authorizationFailed, detail: '3-D Secure asked for without a challenge or self link' }, method);
        }
        context.events.onThreeDSecureChallenge?.();
        if (options.redirectFor3DS) {
          window.location.assign(link);
          return;
        }
        setBusy(true);
        const end = await openChallengePopup(link);
        const after = await pollExecution(() => callPaymentApi({ method: 'GET', url: self, token: session.token }, fetchImpl), sleep);
        if (after.kind === 'success' || after.kind === 'pending') return finish(after, method);
        const detail = after.kind === 'failure' ? after.detail : 'challenge still pending';
        return finish({ kind: 'failure', code: 'AUTHORIZATION_ERROR', message: MESSAGES.authorizationFailedAfter3ds, detail: `after 3DS (${end}): ${detail}` }, method);
      };

      /**
       * Starts a payment: clears the last message, asks the host page (onPaymentButtonClicked may veto).
       * A veto is reported here, once (VALIDATION_FAILED); the caller only stops.
       */
      const begin = async (method: PaymentMethodCode): Promise<boolean> => {
        failure.hidden = true;
        setBusy(true);
        try {
          const allowed = await Promise.resolve(context.events.onPaymentButtonClicked?.({ paymentMethodCode: method }) ?? true);
          if (allowed === false) {
            finish(failed('VALIDATION_FAILED', 'vetoed by onPaymentButtonClicked'), method);
            return false;
          }
          return true;
        } catch (cause) {
          finish(failed('VALIDATION_FAILED', `onPaymentButtonClicked threw: ${String(cause)}`), method);
          return false;
        }
      };

      const riskSessionId = (method: 'payPal' | 'other') => pickRiskSessionId(readRiskSessionEntries(target.ownerDocument), method);

      const payWithCard = async (form: CardFormHost) => {
        if (!form.state()?.isValid) {
          form.validate();
          return;
        }
        if (!(await begin('card'))) return;
        const end = (outcome: PaymentOutcome) => finish(outcome, 'card');
        let bearer: string;
        try {
          bearer = await context.bearerToken.get();
        } catch (cause) {
          return end({ kind: 'failure', code: 'AUTHENTICATION_ERROR', message: MESSAGES.authorizationFailed, detail: `getBearerToken failed: ${String(cause)}` });
        }
        const tokenized = await form.tokenize(bearer, session.execution.vaultUrl);
        if (!tokenized.ok) {
          if (tokenized.reason === 'invalid-form') {
            return end({ kind: 'failure', code: 'VALIDATION_FAILED', message: MESSAGES.authorizationFailed, detail: tokenized.message });
          }
          const detail = `vault (${tokenized.reason}): ${tokenized.message}`;
          return end(
            tokenized.reason === 'vault-token-invalid'
              ? failed('AUTHENTICATION_ERROR', detail, EXECUTOR_MESSAGES.vaultTokenInvalid, 'vault-token-invalid')
              : failed('AUTHENTICATION_ERROR', detail, MESSAGES.unknownError),
          );
        }
        end(
          await authorizeCard(
            {
              token: session.token,
              amount: context.amount,
              authorizeLink: session.execution.authorizeLink,
              card: tokenized.card,
              // A subscription needs its instrument stored; the shopper decides only where the checkbox is shown.
              storeInstrument: options.cardForm?.showStoreInstrumentCheckbox ? tokenized.collected.storeInstrument : true,
              installmentCount: tokenized.collected.selectedInstallment?.count ?? null,
              billingAddress: tokenized.collected.billingInfo,
              riskSessionId: riskSessionId('other'),
              returnUrl: window.location.href,
            },
            { fetch: fetchImpl, sleep },
          ),
        );
      };

      const payWithStored = async (instrument: StoredInstrument) => {
        if (!(await begin(instrument.paymentMethod))) return;
        finish(
          await authorizeStoredInstrument(
            {
              token: session.token,
              amount: context.amount,
              authorizeLink: session.execution.authorizeLink,
              paymentInstrumentId: instrument.id,
              paymentMethodCode: instrument.paymentMethod,
              riskSessionId: riskSessionId(instrument.paymentMethod === 'payPal' ? 'payPal' : 'other'),
              returnUrl: window.location.href,
            },
            { fetch: fetchImpl, sleep },
          ),
          instrument.paymentMethod,
        );
      };

      const payWithRedirect = async (method: RedirectMethod) => {
        if (!(await begin('genericRedirect'))) return;
        const here = window.location.href;
        const risk = riskSessionId('other');
        const result = await payCall(
          {
            token: session.token,
            payLink: session.execution.paymentLinks.pay,
            entry: {
              paymentMethodCode: 'genericRedirect',
              amount: context.amount,
              paymentInstrumentData: { paymentMethod: method.name },
              returnInfo: { success: here, cancel: here, error: here, pending: here },
              ...(risk ? { providerData: { riskSessionCorrelationId: risk } } : {}),
            },
          },
          fetchImpl,
        );
        let outcome: PaymentOutcome;
        if (!result.ok) outcome = result.failure;
        else if (result.value.code === 'authorizeSuccessful') outcome = { kind: 'success' };
        else if (result.value.code !== 'authorizePending') outcome = failed('AUTHORIZATION_ERROR', `generic redirect: pay answered ${result.value.code}`);
        else if (!result.value.redirectLink) outcome = failed('AUTHORIZATION_ERROR', 'generic redirect: the pay answer has no redirect link');
        else if (method.instantPayment) {
          const resultLink = session.execution.paymentLinks.authorizationResult ?? result.value.executionLink;
          const popup = openRedirectPopup(result.value.redirectLink, `Pay with ${method.label}`);
          outcome = resultLink
            ? await pollInstantPayment(
                () => callPaymentApi({ method: 'GET', url: resultLink, token: session.token }, fetchImpl),
                sleep,
                popup.closedByShopper.then(() => failed('USER_CANCELLED', 'redirect popup closed by the shopper', MESSAGES.paymentCancelled)),
              )
            : failed('UNKNOWN_ERROR', 'SDK was not initialized with workflow execution: no authorization result link');
          popup.close();
        } else {
          outcome = await navigateAndWait(result.value.redirectLink, (url) => window.location.assign(url), sleep);
        }
        // widget-spec section 8: generic redirect failures are also logged.
        if (outcome.kind === 'failure') console.error(`Generic redirect (${method.name}) failed: ${outcome.detail}`);
        finish(outcome, 'genericRedirect');
      };

      const walletContext = (method: 'applePay' | 'googlePay' | 'payPal'): WalletContext => ({
        token: session.token,
        amount: context.amount,
        assetHost,
        links: session.execution.paymentLinks,
        fetch: fetchImpl,
        sleep,
        riskSessionId,
        returnUrl: window.location.href,
        begin: () => begin(method),
        finish: (outcome, options) => finish(outcome, method, options?.quiet ?? false),
        onSessionExpired: () => void refreshSession(),
        ...(method === 'applePay' && context.events.onApplePayAuthorized ? { onApplePayAuthorized: context.events.onApplePayAuthorized.bind(context.events) } : {}),
      });

      pay.addEventListener('click', () => {
        if (busy) return;
        if (selectedInstrument) void payWithStored(selectedInstrument);
        else if (cardForm) void payWithCard(cardForm);
      });

      if (showStored) {
        for (const instrument of methods.storedInstruments) {
          list.add({
            id: `stored:${instrument.id}`,
            label: instrument.label,
            logoUrl: icon(iconName(instrument.network ?? (instrument.paymentMethod === 'payPal' ? 'paypal' : null))),
            mount: (area) => {
              selectedInstrument = instrument;
              pay.disabled = busy;
              area.append(pay);
              context.events.onStateChanged?.({ isValid: true, cardNetwork: instrument.network, bin: null, billingAddress: null });
              return () => {
                if (selectedInstrument === instrument) selectedInstrument = null;
              };
            },
          });
        }
      }

      if (methods.card) {
        list.add({
          id: 'card',
          label: MESSAGES.cardFormTitle,
          logoUrl: icon('card'),
          mount: (area) => {
            // widget-spec section 4: the card item clears the selected stored instrument, mounts Pay, disables it unless the form is valid.
            selectedInstrument = null;
            cardForm = createCardForm(area, {
              assetHost,
              environment: context.environment,
              ...(options.cardForm ? { userOptions: options.cardForm } : {}),
              clientConfig: session.execution.cardClientConfig,
              currency: context.amount.currency,
              binLookup: session.execution.binLookupLink ? { link: session.execution.binLookupLink, token: session.token } : null,
              ...(context.fetch ? { fetch: context.fetch } : {}),
              onChange: (state: CardFormState) => {
                if (!busy && !selectedInstrument) pay.disabled = !state.isValid;
                context.events.onStateChanged?.(stateChangePayload(state));
              },
            });
            pay.disabled = true;
            area.append(pay);
            return () => {
              cardForm?.destroy();
              cardForm = null;
            };
          },
        });
      }

      // Wallets arrive in any order; Apple Pay always sits before Google Pay, both before PayPal and the redirects.
      const walletSlot = (id: string, label: string, logo: string, mountWallet: (area: HTMLElement) => { destroy(): void }) =>
        list.add(
          { id, label, logoUrl: icon(logo), mount: (area) => mountWallet(area).destroy },
          [...(id === 'apple-pay' ? ['google-pay'] : []), 'paypal', ...methods.redirects.map((r) => `redirect:${r.name}`)],
        );

      if (methods.payPal) {
        const config = methods.payPal;
        list.add({
          id: 'paypal',
          label: 'PayPal',
          logoUrl: icon('paypal'),
          mount: (area) => mountPayPal(area, config, walletContext('payPal'), { showStoreCheckbox: options.showPayPalStoreCheckbox === true }).destroy,
        });
      }
      for (const method of methods.redirects) {
        list.add({
          id: `redirect:${method.name}`,
          label: method.label,
          logoUrl: icon(method.instantPayment ? 'pix' : 'bank'),
          mount: (area) => {
            const button = element('button', 'mm-pay mm-redirect-button', `Continue with ${method.label}`);
            button.type = 'button';
            button.addEventListener('click', () => {
              if (!busy) void payWithRedirect(method);
            });
            area.append(button);
            return () => button.remove();
          },
        });
      }

      // Wallets join the list only once the device says it can pay with them (widget-spec section 2).
      const applePay = methods.applePay;
      if (applePay) {
        applePayAvailable(assetHost)
          .then((available) => {
            if (available && alive) walletSlot('apple-pay', 'Apple Pay', 'applepay', (area) => mountApplePay(area, applePay, walletContext('applePay')));
          })
          .catch((error: unknown) => console.error(error));
      }
      const googlePay = methods.googlePay;
      if (googlePay) {
        googlePayClient(assetHost, googlePay)
          .then((client) => {
            if (client && alive) walletSlot('google-pay', 'Google Pay', 'googlepay', (area) => mountGooglePay(area, client, googlePay, walletContext('googlePay')));
          })
          .catch((error: unknown) => console.error(error));
      }

      list.activate(methods.card ? 'card' : (list.element.querySelector<HTMLInputElement>('input[type=radio]')?.value ?? ''));
    },

    unmount() {
      alive = false;
      cardForm?.destroy();
      cardForm = null;
      root?.remove();
      root = null;
      busy = false;
    },
  };
}

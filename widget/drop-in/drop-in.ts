import type { Amount, ParsedExecution } from '../config';
import type { Environment } from '../constants';
import { createCardForm, type CardFormHost, type CardFormUserOptions } from '../card-form/card-form';
import { authorizeCard, authorizeStoredInstrument } from '../executor/authorize';
import { isVaultTokenRejection } from '../executor/call-failures';
import { EXECUTOR_MESSAGES } from '../executor/executor-messages';
import type { PaymentOutcome } from '../executor/poll-decision';
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
import type { CardFormState } from '../vault-frame/protocol';
import { createItemList } from './item-list';
import { iconName, parseDropInMethods, type RedirectMethod, type StoredInstrument } from './payment-methods';

/** Events the host page may listen to. Every payment ends in exactly one of success, pending or failure. */
export interface PaymentEvents {
  onAuthorizeSuccess?(): void;
  onAuthorizeFailed?(failure: { readonly code: FailureCode; readonly message: string; readonly detail: string }): void;
  onPaymentPending?(): void;
  /** Return false (or throw) to veto the payment: it then fails with VALIDATION_FAILED. */
  onPaymentButtonClicked?(): boolean | Promise<boolean>;
  /** Card form changes: validity, network and bin only. Never a card number. */
  onStateChanged?(state: { readonly isValid: boolean; readonly cardNetwork: string | null; readonly bin: string | null }): void;
  onPaymentSessionExpired?(): void;
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
  readonly getBearerToken: () => Promise<string>;
  readonly events: PaymentEvents;
  readonly fetch?: Fetch;
  readonly sleep?: Sleep;
}

/** Failure messages that mean the session or vault token is no longer good (widget-spec section 8). */
const SESSION_EXPIRED_MESSAGES: ReadonlySet<string> = new Set([EXECUTOR_MESSAGES.apiTokenInvalid, EXECUTOR_MESSAGES.vaultTokenInvalid]);

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
  const sleep = context.sleep ?? realSleep;
  const fetchImpl = context.fetch ?? fetch;

  return {
    mount(target) {
      if (root) throw new WidgetError('UNKNOWN_ERROR', 'The drop-in is already mounted; call unmount() first.');
      alive = true;
      ensureStyles(target.ownerDocument);
      if (options.showExistingCards !== undefined) console.warn(SHOW_EXISTING_CARDS_DEPRECATED);
      const showStored = options.showStoredInstruments !== false;
      const methods = parseDropInMethods(context.execution.paymentCompositionOptions);
      const assetHost = context.execution.assetHost;
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

      const finish = (outcome: PaymentOutcome) => {
        if (!alive) return;
        setBusy(false);
        switch (outcome.kind) {
          case 'success':
            list.element.hidden = true;
            success.hidden = false;
            context.events.onAuthorizeSuccess?.();
            return;
          case 'pending':
            list.element.hidden = true;
            context.events.onPaymentPending?.();
            return;
          case 'three-ds':
            void challenge(outcome.link);
            return;
          case 'failure':
            failure.textContent = shopperText(outcome);
            failure.hidden = false;
            if (SESSION_EXPIRED_MESSAGES.has(outcome.message)) context.events.onPaymentSessionExpired?.();
            context.events.onAuthorizeFailed?.({ code: outcome.code, message: outcome.message, detail: outcome.detail });
            return;
        }
      };

      /** widget-spec section 4: challenge, then poll the execution from its self link and report; a failure names the challenge. */
      const challenge = async (link: string | null) => {
        const self = context.execution.selfLink;
        if (!link || !self) {
          return finish({ kind: 'failure', code: 'AUTHORIZATION_ERROR', message: MESSAGES.authorizationFailed, detail: '3-D Secure asked for without a challenge or self link' });
        }
        context.events.onThreeDSecureChallenge?.();
        if (options.redirectFor3DS) {
          window.location.assign(link);
          return;
        }
        setBusy(true);
        const end = await openChallengePopup(link);
        const after = await pollExecution(() => callPaymentApi({ method: 'GET', url: self, token: context.token }, fetchImpl), sleep);
        if (after.kind === 'success' || after.kind === 'pending') return finish(after);
        const detail = after.kind === 'failure' ? after.detail : 'challenge still pending';
        return finish({ kind: 'failure', code: 'AUTHORIZATION_ERROR', message: MESSAGES.authorizationFailedAfter3ds, detail: `after 3DS (${end}): ${detail}` });
      };

      /** Starts a payment: clears the last message, asks the host page (onPaymentButtonClicked may veto). */
      const begin = async (): Promise<boolean> => {
        failure.hidden = true;
        setBusy(true);
        try {
          const allowed = await Promise.resolve(context.events.onPaymentButtonClicked?.() ?? true);
          if (allowed === false) {
            finish(failed('VALIDATION_FAILED', 'vetoed by onPaymentButtonClicked'));
            return false;
          }
          return true;
        } catch (cause) {
          finish(failed('VALIDATION_FAILED', `onPaymentButtonClicked threw: ${String(cause)}`));
          return false;
        }
      };

      const riskSessionId = (method: 'payPal' | 'other') => pickRiskSessionId(readRiskSessionEntries(target.ownerDocument), method);

      const payWithCard = async (form: CardFormHost) => {
        if (!form.state()?.isValid) {
          form.validate();
          return;
        }
        if (!(await begin())) return;
        let bearer: string;
        try {
          bearer = await context.getBearerToken();
        } catch (cause) {
          return finish({ kind: 'failure', code: 'AUTHENTICATION_ERROR', message: MESSAGES.authorizationFailed, detail: `getBearerToken failed: ${String(cause)}` });
        }
        const tokenized = await form.tokenize(bearer, context.execution.vaultUrl);
        if (!tokenized.ok) {
          if (tokenized.reason === 'invalid-form') {
            return finish({ kind: 'failure', code: 'VALIDATION_FAILED', message: MESSAGES.authorizationFailed, detail: tokenized.message });
          }
          const message = isVaultTokenRejection(tokenized.message) ? EXECUTOR_MESSAGES.vaultTokenInvalid : MESSAGES.unknownError;
          return finish({ kind: 'failure', code: 'AUTHENTICATION_ERROR', message, detail: `vault: ${tokenized.message}` });
        }
        finish(
          await authorizeCard(
            {
              token: context.token,
              amount: context.amount,
              authorizeLink: context.execution.authorizeLink,
              card: tokenized.card,
              // A subscription needs its instrument stored; the shopper decides only where the checkbox is shown.
              storeInstrument: options.cardForm?.showStoreInstrumentCheckbox ? tokenized.collected.storeInstrument : true,
              installmentCount: tokenized.collected.selectedInstallment?.count ?? null,
              riskSessionId: riskSessionId('other'),
              returnUrl: window.location.href,
            },
            { fetch: fetchImpl, sleep },
          ),
        );
      };

      const payWithStored = async (instrument: StoredInstrument) => {
        if (!(await begin())) return;
        finish(
          await authorizeStoredInstrument(
            {
              token: context.token,
              amount: context.amount,
              authorizeLink: context.execution.authorizeLink,
              paymentInstrumentId: instrument.id,
              paymentMethodCode: instrument.paymentMethod,
              riskSessionId: riskSessionId(instrument.paymentMethod === 'payPal' ? 'payPal' : 'other'),
              returnUrl: window.location.href,
            },
            { fetch: fetchImpl, sleep },
          ),
        );
      };

      const payWithRedirect = async (method: RedirectMethod) => {
        if (!(await begin())) return;
        const here = window.location.href;
        const risk = riskSessionId('other');
        const result = await payCall(
          {
            token: context.token,
            payLink: context.execution.paymentLinks.pay,
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
          const resultLink = context.execution.paymentLinks.authorizationResult ?? result.value.executionLink;
          const popup = openRedirectPopup(result.value.redirectLink, `Pay with ${method.label}`);
          outcome = resultLink
            ? await pollInstantPayment(
                () => callPaymentApi({ method: 'GET', url: resultLink, token: context.token }, fetchImpl),
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
        finish(outcome);
      };

      const walletContext: WalletContext = {
        token: context.token,
        amount: context.amount,
        assetHost,
        links: context.execution.paymentLinks,
        fetch: fetchImpl,
        sleep,
        riskSessionId,
        returnUrl: window.location.href,
        begin,
        finish,
        onSessionExpired: () => context.events.onPaymentSessionExpired?.(),
      };

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
              context.events.onStateChanged?.({ isValid: true, cardNetwork: instrument.network, bin: null });
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
              clientConfig: context.execution.cardClientConfig,
              currency: context.amount.currency,
              binLookup: context.execution.binLookupLink ? { link: context.execution.binLookupLink, token: context.token } : null,
              ...(context.fetch ? { fetch: context.fetch } : {}),
              onChange: (state: CardFormState) => {
                if (!busy && !selectedInstrument) pay.disabled = !state.isValid;
                context.events.onStateChanged?.({ isValid: state.isValid, cardNetwork: state.cardNetwork, bin: state.bin });
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
          mount: (area) => mountPayPal(area, config, walletContext, { showStoreCheckbox: options.showPayPalStoreCheckbox === true }).destroy,
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
            if (available && alive) walletSlot('apple-pay', 'Apple Pay', 'applepay', (area) => mountApplePay(area, applePay, walletContext));
          })
          .catch((error: unknown) => console.error(error));
      }
      const googlePay = methods.googlePay;
      if (googlePay) {
        googlePayClient(assetHost, googlePay)
          .then((client) => {
            if (client && alive) walletSlot('google-pay', 'Google Pay', 'googlepay', (area) => mountGooglePay(area, client, googlePay, walletContext));
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

import type { Amount, ParsedExecution } from '../config';
import type { Environment } from '../constants';
import { createCardForm, type CardFormHost, type CardFormUserOptions } from '../card-form/card-form';
import { authorizeCard } from '../executor/authorize';
import { isVaultTokenRejection } from '../executor/call-failures';
import { EXECUTOR_MESSAGES } from '../executor/executor-messages';
import type { PaymentOutcome } from '../executor/poll-decision';
import type { Sleep } from '../executor/poller';
import type { Fetch } from '../http/payment-api';
import { WidgetError, type FailureCode } from '../errors';
import { MESSAGES } from '../messages';
import { ensureStyles } from '../ui/styles';
import { openChallengePopup } from '../three-ds/challenge-popup';
import { callPaymentApi } from '../http/payment-api';
import { pollExecution } from '../executor/poller';
import type { CardFormState } from '../vault-frame/protocol';

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

/** The drop-in: an item list of payment methods (card for now) with the card form and Pay button. */
export function createDropIn(context: DropInContext, options: DropInOptions = {}): DropIn {
  let root: HTMLElement | null = null;
  let cardForm: CardFormHost | null = null;
  let busy = false;

  return {
    mount(target) {
      if (root) throw new WidgetError('UNKNOWN_ERROR', 'The drop-in is already mounted; call unmount() first.');
      ensureStyles(target.ownerDocument);
      root = element('div', 'mm-dropin');

      const methods = element('fieldset', 'mm-methods');
      methods.append(element('legend', '', 'Payment method'));
      const item = element('div', 'mm-item mm-item--active');
      const label = element('label', 'mm-item__label');
      const radio = element('input', '');
      Object.assign(radio, { type: 'radio', name: 'mm-method', value: 'card', checked: true });
      label.append(radio, document.createTextNode(MESSAGES.cardFormTitle));
      const mountArea = element('div', 'mm-item__mount');
      item.append(label, mountArea);
      methods.append(item);

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

      root.append(methods, success, failure, loader);
      target.append(root);

      const setBusy = (value: boolean) => {
        busy = value;
        spinner.hidden = !value;
        loader.hidden = !value;
        pay.setAttribute('aria-busy', String(value));
        pay.disabled = value || !(cardForm?.state()?.isValid ?? false);
      };

      cardForm = createCardForm(mountArea, {
        assetHost: context.execution.assetHost,
        environment: context.environment,
        ...(options.cardForm ? { userOptions: options.cardForm } : {}),
        clientConfig: context.execution.cardClientConfig,
        currency: context.amount.currency,
        binLookup: context.execution.binLookupLink ? { link: context.execution.binLookupLink, token: context.token } : null,
        ...(context.fetch ? { fetch: context.fetch } : {}),
        onChange: (state: CardFormState) => {
          if (!busy) pay.disabled = !state.isValid;
          context.events.onStateChanged?.({ isValid: state.isValid, cardNetwork: state.cardNetwork, bin: state.bin });
        },
      });
      mountArea.append(pay);

      const finish = (outcome: PaymentOutcome) => {
        setBusy(false);
        switch (outcome.kind) {
          case 'success':
            methods.hidden = true;
            success.hidden = false;
            context.events.onAuthorizeSuccess?.();
            return;
          case 'pending':
            methods.hidden = true;
            context.events.onPaymentPending?.();
            return;
          case 'three-ds':
            void challenge(outcome.link);
            return;
          case 'failure':
            // The shopper reads a plain message; the precise one goes to the host page with the event.
            failure.textContent = outcome.message === MESSAGES.authorizationFailedAfter3ds ? outcome.message : MESSAGES.authorizationFailed;
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
        const after = await pollExecution(
          () => callPaymentApi({ method: 'GET', url: self, token: context.token }, context.fetch ?? fetch),
          ...(context.sleep ? [context.sleep] : []),
        );
        if (after.kind === 'success' || after.kind === 'pending') return finish(after);
        const detail = after.kind === 'failure' ? after.detail : 'challenge still pending';
        return finish({ kind: 'failure', code: 'AUTHORIZATION_ERROR', message: MESSAGES.authorizationFailedAfter3ds, detail: `after 3DS (${end}): ${detail}` });
      };

      pay.addEventListener('click', () => {
        if (busy || !cardForm) return;
        const form = cardForm;
        failure.hidden = true;
        if (!form.state()?.isValid) {
          form.validate();
          return;
        }
        setBusy(true);
        void (async () => {
          try {
            const allowed = await Promise.resolve(context.events.onPaymentButtonClicked?.() ?? true);
            if (allowed === false) {
              return finish({ kind: 'failure', code: 'VALIDATION_FAILED', message: MESSAGES.authorizationFailed, detail: 'vetoed by onPaymentButtonClicked' });
            }
          } catch (cause) {
            return finish({ kind: 'failure', code: 'VALIDATION_FAILED', message: MESSAGES.authorizationFailed, detail: `onPaymentButtonClicked threw: ${String(cause)}` });
          }
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
                returnUrl: window.location.href,
              },
              { ...(context.fetch ? { fetch: context.fetch } : {}), ...(context.sleep ? { sleep: context.sleep } : {}) },
            ),
          );
        })();
      });
    },

    unmount() {
      cardForm?.destroy();
      cardForm = null;
      root?.remove();
      root = null;
      busy = false;
    },
  };
}

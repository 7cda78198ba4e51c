/**
 * The drop-in's own DOM (widget-spec section 2): the item list, the shared Pay button, the success
 * and failure messages and the loader. It draws; widget/methods/method-context.ts decides.
 */
import type { FailureCode } from '../errors';
import type { PaymentFailure } from '../executor/outcome';
import { MESSAGES } from '../messages';
import { createItemList, type ItemList } from './item-list';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** How the failure message looks and is announced: a cancel is neutral information (status), anything else the red failure (alert). */
export function failureMessageStyle(code: FailureCode): { readonly className: string; readonly role: 'status' | 'alert' } {
  return code === 'USER_CANCELLED' ? { className: 'mm-message mm-message--info', role: 'status' } : { className: 'mm-message mm-message--failure', role: 'alert' };
}

/** The message the shopper reads for a failure; the precise one goes to the host page with the event. */
function shopperText(outcome: PaymentFailure): string {
  if (outcome.code === 'USER_CANCELLED') return MESSAGES.paymentCancelled;
  return outcome.reason === 'three-ds-failed' ? MESSAGES.authorizationFailedAfter3ds : MESSAGES.authorizationFailed;
}

export interface DropInView {
  readonly root: HTMLElement;
  readonly list: ItemList;
  readonly pay: HTMLButtonElement;
  /** Spinner, loader and a disabled list while a payment runs (Pay's own state is the method context's). */
  setBusy(busy: boolean): void;
  showSuccess(): void;
  /** Shows (or, quiet, only prepares) the failure message for an outcome; `text` overrides the shopper text. */
  showFailure(outcome: PaymentFailure, quiet: boolean, text?: string): void;
  hideFailure(): void;
}

/**
 * The failure message's auto-hide delay (widget-spec section 2): a positive finite number of
 * milliseconds, else none (the message stays until clicked).
 */
export function failureTtlOf(option: unknown): number | null {
  return typeof option === 'number' && Number.isFinite(option) && option > 0 ? option : null;
}

export function createDropInView(payLabel: string, failureTtlMs: number | null = null): DropInView {
  const root = element('div', 'mm-dropin');
  const list = createItemList('Payment method');
  const pay = element('button', 'mm-pay');
  pay.type = 'button';
  pay.id = 'mm-card-payment-button';
  pay.disabled = true;
  const spinner = element('span', 'mm-spinner');
  spinner.hidden = true;
  spinner.setAttribute('aria-hidden', 'true');
  pay.append(spinner, document.createTextNode(payLabel));

  const success = element('p', 'mm-message mm-message--success', MESSAGES.paymentSuccessful);
  success.setAttribute('role', 'status');
  success.hidden = true;
  const failure = element('p', 'mm-message mm-message--failure', MESSAGES.authorizationFailed);
  failure.setAttribute('role', 'alert');
  failure.title = 'Dismiss';
  failure.hidden = true;
  let autoHide: ReturnType<typeof setTimeout> | undefined;
  const hideFailure = () => {
    clearTimeout(autoHide);
    failure.hidden = true;
  };
  failure.addEventListener('click', hideFailure);

  const loader = element('div', 'mm-loader');
  loader.hidden = true;
  loader.setAttribute('aria-hidden', 'true');
  loader.append(element('span', 'mm-spinner'));
  root.append(list.element, success, failure, loader);

  return {
    root,
    list,
    pay,
    setBusy(busy) {
      spinner.hidden = !busy;
      loader.hidden = !busy;
      list.setDisabled(busy);
      pay.setAttribute('aria-busy', String(busy));
    },
    showSuccess() {
      list.element.hidden = true;
      success.hidden = false;
    },
    showFailure(outcome, quiet, text) {
      // A cancel is the shopper's own choice: neutral information, not the red failure (ADR 5).
      const style = failureMessageStyle(outcome.code);
      failure.className = style.className;
      failure.setAttribute('role', style.role);
      failure.textContent = text ?? shopperText(outcome);
      failure.hidden = quiet;
      clearTimeout(autoHide);
      if (!quiet && failureTtlMs !== null) autoHide = setTimeout(() => (failure.hidden = true), failureTtlMs);
    },
    hideFailure,
  };
}

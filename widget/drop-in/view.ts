/**
 * The drop-in's own DOM (widget §2 in docs/spec-coverage.md): the item list, the shared Pay button, the success
 * and failure messages and the loader. It draws; widget/methods/method-context.ts decides.
 * Success, pending and failure each replace the payment options (app §2 and §4, widget §4,
 * all in docs/spec-coverage.md); a failure brings a "Try again" button that gives them back as they were left.
 */
import type { FailureCode } from '../errors';
import type { PaymentFailure } from '../executor/outcome';
import { createItemList, type ItemList } from './item-list';
import { text } from '../i18n/translator';

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
  if (outcome.code === 'USER_CANCELLED') return text('msg.paymentCancelled');
  return outcome.reason === 'three-ds-failed' ? text('msg.authorizationFailedAfter3ds') : text('msg.authorizationFailed');
}

export interface DropInView {
  readonly root: HTMLElement;
  readonly list: ItemList;
  readonly pay: HTMLButtonElement;
  /** The Pay button and, when the host gave one, its note (price terms) right under it. */
  readonly payArea: HTMLElement;
  /** Spinner, loader and a disabled list while a payment runs (Pay's own state is the method context's). */
  setBusy(busy: boolean): void;
  showSuccess(): void;
  /** The outcome is pending: the options make way for the host's pending message. */
  showPending(): void;
  /**
   * Replaces the options with the failure message (`text` overrides the shopper text) and "Try again",
   * which takes focus: the message is then in view and announced (role alert, or status for a cancel).
   */
  showFailure(outcome: PaymentFailure, text?: string): void;
  /** Hides the failure message and gives the options back (Try again, a click on the message, its TTL). */
  hideFailure(): void;
}

/**
 * The failure message's auto-hide delay (widget §2 in docs/spec-coverage.md): a positive finite number of
 * milliseconds, else none (the message stays until clicked).
 */
export function failureTtlOf(option: unknown): number | null {
  return typeof option === 'number' && Number.isFinite(option) && option > 0 ? option : null;
}

export function createDropInView(payLabel: string, failureTtlMs: number | null = null, payNote: string | null = null): DropInView {
  const root = element('div', 'mm-dropin');
  const list = createItemList(text('msg.paymentMethods'));
  const pay = element('button', 'mm-pay');
  pay.type = 'button';
  pay.id = 'mm-card-payment-button';
  pay.disabled = true;
  const spinner = element('span', 'mm-spinner');
  spinner.hidden = true;
  spinner.setAttribute('aria-hidden', 'true');
  pay.append(spinner, document.createTextNode(payLabel));
  const payArea = element('div', 'mm-pay-area');
  payArea.append(pay);
  if (payNote) {
    // Terms read together with the button that accepts them (issue 31: in view next to Pay on a phone).
    const note = element('p', 'mm-pay-note', payNote);
    note.id = 'mm-pay-note';
    // The host's own words, in whatever language the host wrote them: their direction is their own (issue 33).
    note.dir = 'auto';
    pay.setAttribute('aria-describedby', note.id);
    payArea.append(note);
  }

  const success = element('p', 'mm-message mm-message--success', text('msg.paymentSuccessful'));
  success.setAttribute('role', 'status');
  success.hidden = true;
  const failure = element('p', 'mm-message mm-message--failure', text('msg.authorizationFailed'));
  failure.setAttribute('role', 'alert');
  failure.title = text('msg.dismiss');
  failure.hidden = true;
  // Outside the alert: its text is the message alone, and the button is announced as a button.
  const retry = element('button', 'mm-retry', text('msg.tryAgain'));
  retry.type = 'button';
  retry.hidden = true;
  let autoHide: ReturnType<typeof setTimeout> | undefined;
  const hideFailure = () => {
    clearTimeout(autoHide);
    const wasShown = !failure.hidden;
    failure.hidden = true;
    retry.hidden = true;
    list.element.hidden = false;
    if (wasShown) list.element.querySelector<HTMLInputElement>('input[type=radio]:checked')?.focus();
  };
  failure.addEventListener('click', hideFailure);
  retry.addEventListener('click', hideFailure);

  const loader = element('div', 'mm-loader');
  loader.hidden = true;
  loader.setAttribute('aria-hidden', 'true');
  loader.append(element('span', 'mm-spinner'));
  root.append(list.element, success, failure, retry, loader);

  return {
    root,
    list,
    pay,
    payArea,
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
    showPending() {
      list.element.hidden = true;
    },
    showFailure(outcome, text) {
      // A cancel is the shopper's own choice: neutral information, not the red failure (ADR 5).
      const style = failureMessageStyle(outcome.code);
      failure.className = style.className;
      failure.setAttribute('role', style.role);
      failure.textContent = text ?? shopperText(outcome);
      list.element.hidden = true;
      failure.hidden = false;
      retry.hidden = false;
      // The Pay button the shopper pressed is gone with the options: focus goes where retrying is, in view.
      retry.focus();
      clearTimeout(autoHide);
      if (failureTtlMs !== null) autoHide = setTimeout(hideFailure, failureTtlMs);
    },
    hideFailure,
  };
}

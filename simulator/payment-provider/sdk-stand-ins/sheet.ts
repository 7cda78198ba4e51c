/**
 * The one payment sheet the three wallet stand-ins show (Apple Pay, Google Pay, PayPal): a modal
 * dialog named after the wallet, what is being paid, an approve and a cancel button, and a status
 * line. Each wallet brings only its words and colours, so a person or Playwright meets the same
 * controls in every wallet and the sheet's behaviour is written once.
 */

import { sheetText } from './sheet-texts';
import type { Locale } from '../../../widget/i18n/locales';

export type WalletName = 'Apple Pay' | 'Google Pay' | 'PayPal';

/** A wallet's look: where the sheet sits and its colours. */
export interface SheetTheme {
  /** 'bottom' slides up from the bottom edge (Apple Pay); 'center' is a centred window. */
  readonly placement: 'bottom' | 'center';
  readonly font: string;
  readonly ink: string;
  readonly heading: string;
  readonly approveBackground: string;
  readonly cancelBackground: string;
  readonly radius: string;
}

/** A delivery address of the simulated wallet account, with the parts wallets hand over before authorization. */
export interface SheetAddress {
  readonly label: string;
  readonly locality: string;
  readonly administrativeArea: string;
  readonly postalCode: string;
  readonly countryCode: string;
}

/** The simulated account's delivery addresses: the first is preselected; a person or Playwright may pick another. */
export const SHEET_ADDRESSES: readonly SheetAddress[] = [
  { label: 'Grace Hopper, 1 Main St, New York, NY 10001, United States', locality: 'New York', administrativeArea: 'NY', postalCode: '10001', countryCode: 'US' },
  { label: 'Grace Hopper, 10 Downing St, London SW1A 2AA, United Kingdom', locality: 'London', administrativeArea: '', postalCode: 'SW1A 2AA', countryCode: 'GB' },
];

export interface SheetOptions {
  readonly wallet: WalletName;
  /** The shopper's language (sheet-texts.ts): the sheet's own words and its `lang`/`dir`. */
  readonly locale: Locale;
  readonly theme: SheetTheme;
  /** What the sheet says: the amount, the simulated card or account. */
  readonly lines: readonly string[];
  readonly approveLabel: string;
  readonly cancelLabel: string;
  /** Pay starts disabled until the wallet enables it (Apple Pay waits for merchant validation). */
  readonly approveEnabled?: boolean;
  readonly onApprove: () => void;
  readonly onCancel: () => void;
  /**
   * Set when the page asked for a delivery address: the sheet shows a "Deliver to" choice and asks
   * this for the preselected address and each one picked; a text refuses it (shown, Pay off), null accepts.
   */
  readonly delivery?: (address: SheetAddress) => Promise<string | null>;
}

export interface Sheet {
  setStatus(text: string): void;
  setApproveEnabled(enabled: boolean): void;
  /** Both buttons off while the wallet works; the status says so. */
  busy(text: string): void;
  remove(): void;
}

const css = (rules: Readonly<Record<string, string>>) =>
  Object.entries(rules)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');

/** Disables or enables a sheet button and shows it: inline styles have no :disabled. */
function setEnabled(el: HTMLButtonElement, enabled: boolean): void {
  el.disabled = !enabled;
  el.style.opacity = enabled ? '1' : '0.45';
  el.style.cursor = enabled ? 'pointer' : 'not-allowed';
}

function button(label: string, rules: Readonly<Record<string, string>>): HTMLButtonElement {
  const el = document.createElement('button');
  el.type = 'button';
  el.textContent = label;
  el.setAttribute('style', css({ 'min-height': '48px', border: '0', 'font-size': '16px', cursor: 'pointer', ...rules }));
  return el;
}

export function openSheet(options: SheetOptions): Sheet {
  const { theme } = options;
  const bottom = theme.placement === 'bottom';
  const overlay = document.createElement('div');
  overlay.setAttribute(
    'style',
    css({
      position: 'fixed', inset: '0', background: 'rgba(0,0,0,.45)', display: 'flex', 'justify-content': 'center',
      'align-items': bottom ? 'flex-end' : 'center', padding: bottom ? '0' : '16px', 'z-index': '2147483600', 'font-family': theme.font,
    }),
  );
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', options.wallet);
  dialog.lang = options.locale;
  dialog.dir = options.locale === 'ar' ? 'rtl' : 'ltr';
  dialog.setAttribute(
    'style',
    css({
      background: '#fff', color: theme.ink, width: '100%', 'max-width': '420px', 'box-sizing': 'border-box', padding: '20px',
      // One column that may shrink below its content, so a long address never widens the sheet past the screen.
      display: 'grid', 'grid-template-columns': 'minmax(0, 1fr)', gap: '14px',
      'border-radius': bottom ? `${theme.radius} ${theme.radius} 0 0` : theme.radius, 'box-shadow': '0 8px 30px rgba(0,0,0,.2)',
    }),
  );
  const heading = document.createElement('h2');
  heading.textContent = options.wallet;
  heading.setAttribute('style', css({ margin: '0', 'font-size': '19px', color: theme.heading }));
  const lines = options.lines.map((text) => {
    const p = document.createElement('p');
    p.textContent = text;
    p.setAttribute('style', css({ margin: '0', 'font-size': '15px' }));
    return p;
  });
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.setAttribute('style', css({ margin: '0', 'min-height': '20px', 'font-size': '14px' }));
  const approve = button(options.approveLabel, { 'border-radius': theme.radius, background: theme.approveBackground, color: '#fff', 'font-weight': '600' });
  const cancel = button(options.cancelLabel, { 'border-radius': theme.radius, background: theme.cancelBackground, color: theme.ink });
  /** Pay is on when the wallet allows it and no delivery address is refused or being checked. */
  let walletReady = options.approveEnabled !== false;
  let addressOk = options.delivery === undefined;
  const renderApprove = () => {
    setEnabled(approve, walletReady && addressOk);
  };
  renderApprove();
  const parts: HTMLElement[] = [heading, ...lines];
  const { delivery } = options;
  if (delivery) {
    const label = document.createElement('label');
    label.textContent = sheetText(options.locale, 'deliverTo');
    label.setAttribute('style', css({ display: 'grid', gap: '6px', 'font-size': '14px' }));
    const select = document.createElement('select');
    select.setAttribute('style', css({ width: '100%', 'min-width': '0', 'min-height': '44px', 'font-size': '15px', 'border-radius': '8px', padding: '0 8px', 'text-overflow': 'ellipsis' }));
    SHEET_ADDRESSES.forEach((address, index) => select.add(new Option(address.label, String(index))));
    label.append(select);
    const refused = document.createElement('p');
    refused.setAttribute('role', 'alert');
    refused.setAttribute('style', css({ margin: '0', 'font-size': '14px', color: '#b3261e' }));
    parts.push(label, refused);
    let asked = 0;
    const check = () => {
      const address = SHEET_ADDRESSES[Number(select.value)] ?? SHEET_ADDRESSES[0];
      if (!address) return;
      const seq = ++asked;
      addressOk = false;
      renderApprove();
      void delivery(address).then((refusal) => {
        if (seq !== asked) return; // a newer choice is being checked
        addressOk = refusal === null;
        refused.textContent = refusal ?? '';
        renderApprove();
      });
    };
    select.addEventListener('change', check);
    queueMicrotask(check);
  }
  dialog.append(...parts, status, approve, cancel);
  overlay.append(dialog);
  // A modal dialog like the wallet's own sheet: the page behind is inert, Tab goes round the sheet's controls (a
  // guard either side passes focus to the other end), Escape cancels, and focus goes back where it was on close.
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const inerted = Array.from(document.body.children).filter((el) => !el.hasAttribute('inert') && !/^(SCRIPT|STYLE)$/.test(el.tagName));
  for (const el of inerted) el.toggleAttribute('inert', true);
  const controls = () => Array.from(dialog.querySelectorAll<HTMLButtonElement | HTMLSelectElement>('button, select')).filter((el) => !el.disabled);
  const guard = (end: 'first' | 'last') => {
    const span = document.createElement('span');
    span.tabIndex = 0;
    span.dataset.mmFocusGuard = '';
    span.addEventListener('focus', () => (end === 'first' ? controls()[0] : controls().at(-1))?.focus());
    return span;
  };
  overlay.prepend(guard('last'));
  overlay.append(guard('first'));
  overlay.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || cancel.disabled) return;
    event.preventDefault();
    options.onCancel();
  });
  document.body.append(overlay);
  (approve.disabled ? cancel : approve).focus();

  const sheet: Sheet = {
    setStatus: (text) => {
      status.textContent = text;
    },
    setApproveEnabled: (enabled) => {
      walletReady = enabled;
      renderApprove();
    },
    busy: (text) => {
      setEnabled(approve, false);
      setEnabled(cancel, false);
      status.textContent = text;
    },
    remove: () => {
      if (!overlay.isConnected) return;
      overlay.remove();
      for (const el of inerted) el.removeAttribute('inert');
      // The control that opened the sheet when it can take focus again, else the topmost dialog left open (the payment modal).
      const back = [opener, ...Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"]')).reverse()].find(
        (el) => el?.isConnected && !(el as HTMLButtonElement).disabled && !el.closest('[inert]'),
      );
      back?.focus();
    },
  };
  approve.addEventListener('click', options.onApprove);
  cancel.addEventListener('click', options.onCancel);
  return sheet;
}

import type { Locale } from '../../../widget';

/** Texts of the checkout screen (the spec's own messages live in app/messages.ts). */
export const CHECKOUT_TEXT = {
  openModal: 'Get my plan',
  /** The Pay button's word, before the amount due ("Pay $1.00"). */
  pay: 'Pay',
  modalTitle: 'Choose how to pay',
  closeModal: 'Close payment',
  submitting: 'Processing your payment…',
  creating: 'Activating your subscription…',
} as const;

/** The Pay button's word in each language the widget speaks (issue 33); English is CHECKOUT_TEXT.pay. */
export const PAY_WORD: Readonly<Record<Locale, string>> = { en: CHECKOUT_TEXT.pay, es: 'Pagar', 'pt-BR': 'Pagar', fr: 'Payer', de: 'Bezahlen', ar: 'ادفع' };

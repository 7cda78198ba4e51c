/** How each card field looks and what typing does to it (widget §3 and §5 in docs/spec-coverage.md). */
import { cvvLength } from '../card/fields';
import { formatExpiryInputAs } from '../card/expiry';
import { checkCardNumber, formatCardNumber, ruleFor, type CardNetwork } from '../card/networks';
import { text } from '../i18n/translator';
import type { CardElementType, FrameConfig } from './protocol';

export const NETWORK_LABELS: Record<CardNetwork, string> = {
  amex: 'Amex',
  diners: 'Diners',
  discover: 'Discover',
  hipercard: 'Hipercard',
  jcb: 'JCB',
  maestro: 'Maestro',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

export interface FieldSpec {
  /** The vault column, and the input's name. */
  readonly key: string;
  readonly label: string;
  readonly placeholder: string;
  readonly error: string;
  readonly autocomplete: string;
  readonly inputMode: 'text' | 'numeric';
  /** Short fields share a row with their neighbours. */
  readonly short: boolean;
}

export function fieldSpecs(config: FrameConfig): Record<CardElementType, FieldSpec> {
  return {
    CARDHOLDER_NAME: { key: 'holder', label: text('field.holder.label'), placeholder: text('field.holder.placeholder'), error: text('fieldError.holder'), autocomplete: 'cc-name', inputMode: 'text', short: false },
    CARD_NUMBER: {
      key: 'number',
      label: text('field.number.label'),
      placeholder: config.cardSeparator === '-' ? text('field.number.placeholder').replace(/ /g, '-') : text('field.number.placeholder'),
      error: text('fieldError.number'),
      autocomplete: 'cc-number',
      inputMode: 'numeric',
      short: false,
    },
    EXPIRATION_DATE: {
      key: 'expiry',
      label: text('cardForm.expiryWithFormat', { format: config.expiryFormat }),
      placeholder: config.expiryFormat,
      error: text('fieldError.expiry'),
      autocomplete: 'cc-exp',
      inputMode: 'numeric',
      short: true,
    },
    EXPIRATION_MONTH: {
      key: 'month',
      label: text('cardForm.monthLabel'),
      placeholder: text('cardForm.monthPlaceholder'),
      error: text('cardForm.monthError'),
      autocomplete: 'cc-exp-month',
      inputMode: 'numeric',
      short: true,
    },
    EXPIRATION_YEAR: {
      key: 'year',
      label: text('cardForm.yearLabel'),
      placeholder: config.yearFormat,
      error: text('cardForm.yearError'),
      autocomplete: 'cc-exp-year',
      inputMode: 'numeric',
      short: true,
    },
    CVV: { key: 'cvv', label: text('field.cvv.label'), placeholder: text('field.cvv.placeholder'), error: text('fieldError.cvv'), autocomplete: 'cc-csc', inputMode: 'numeric', short: true },
  };
}

/**
 * What a field shows after the shopper typed `raw`: card numbers grouped and cut at the network's
 * length, dates in their format, digits-only fields cut at their length.
 * @example reformat('CARD_NUMBER', '4242424242424242', config, null) // '4242 4242 4242 4242'
 */
export function reformat(type: CardElementType, raw: string, config: FrameConfig, network: CardNetwork | null): string {
  switch (type) {
    case 'CARD_NUMBER': {
      const digits = raw.replace(/\D/g, '').slice(0, 19);
      const net = checkCardNumber(digits).network;
      return formatCardNumber(net ? digits.slice(0, ruleFor(net).maxLength) : digits, config.cardSeparator);
    }
    case 'EXPIRATION_DATE':
      return formatExpiryInputAs(raw, config.expiryFormat);
    case 'EXPIRATION_MONTH':
      return raw.replace(/\D/g, '').slice(0, 2);
    case 'EXPIRATION_YEAR':
      return raw.replace(/\D/g, '').slice(0, config.yearFormat.length);
    case 'CVV':
      return raw.replace(/\D/g, '').slice(0, cvvLength(network));
    case 'CARDHOLDER_NAME':
      return raw;
  }
}

/** Row sizes of the layout: each long field alone, consecutive short fields together. */
export function rowSizes(layout: readonly CardElementType[], specs: Record<CardElementType, FieldSpec>): number[] {
  const sizes: number[] = [];
  let run = 0;
  for (const type of layout) {
    if (specs[type].short) {
      run += 1;
      continue;
    }
    if (run > 0) sizes.push(run);
    run = 0;
    sizes.push(1);
  }
  if (run > 0) sizes.push(run);
  return sizes;
}

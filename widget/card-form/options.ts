/**
 * The merchant's card form options (widget §2, §3 and §5 in docs/spec-coverage.md), checked once when the form
 * is created: wrong types throw a coded error that says what to pass; unsupported formats fall back
 * to their default and deprecated names still work, both with a warning (logged at WARN, never thrown).
 */
import { CARD_NUMBER_FORMATS, cardSeparatorFor } from '../card/card-number-format';
import { resolveExpiryFormat, resolveYearFormat, type ExpiryFormat, type ResolvedFormat, type YearFormat } from '../card/expiry';
import { CollectError } from '../collect/collect-errors';
import { warningMessage } from '../collect/collect-warnings';
import { CARD_ELEMENT_TYPES, DEFAULT_LAYOUT, type CardElementType, type FrameConfig } from '../vault-frame/protocol';
import { CARD_FORM_ERROR_PREFIX, CARD_FORM_WARNINGS, CardFormError, type CardFormWarningCode } from './card-form-errors';
import { isLogLevel, type LogLevel } from '../logger';
import type { CardClientConfig } from '../installments/installments';
import { text } from '../i18n/translator';

/**
 * Card form options a merchant may pass (`DropInOptions.cardForm`).
 *
 * @example { expiryFields: 'separate', yearFormat: 'YYYY', showStoreInstrumentCheckbox: true, logLevel: 'WARN' }
 */
export interface CardFormUserOptions {
  /**
   * Field types in the order shown. Default: CARDHOLDER_NAME, CARD_NUMBER, then the expiry
   * (EXPIRATION_DATE, or EXPIRATION_MONTH + EXPIRATION_YEAR with `expiryFields: 'separate'`), CVV.
   * Known types only, each once; holder, number, CVV and one expiry form are required.
   */
  readonly layout?: readonly string[];
  /** One MM/YY field ('single', the default) or separate month and year fields ('separate'). Ignored when `layout` is given. */
  readonly expiryFields?: 'single' | 'separate';
  /** Format of the single expiry field: MM/YY (default), YYYY/MM, YY/MM, MM/YYYY. Others fall back with a warning. */
  readonly expiryFormat?: string;
  /** Format of the separate year field: YY (default) or YYYY. Others fall back with a warning. */
  readonly yearFormat?: string;
  /** 'XXXX-XXXX-XXXX-XXXX' groups the number with hyphens; anything else with spaces (the default). */
  readonly cardNumberFormat?: string;
  /** Shows the detected network on the number field. Default true. */
  readonly enableCardIcon?: boolean;
  /** Marks the labels as required. Default false (the fields are needed for a valid form either way). */
  readonly required?: boolean;
  /** Shows the store-instrument checkbox. Default false. */
  readonly showStoreInstrumentCheckbox?: boolean;
  /** Whether the checkbox starts checked. Default false. */
  readonly storeInstrumentChecked?: boolean;
  readonly labels?: {
    /** Default "Save instrument for future payments". */
    readonly storeInstrument?: string;
    /** @deprecated Use `storeInstrument`. */
    readonly saveInstrument?: string;
  };
  readonly styles?: {
    /** CSS properties of the checkbox row, e.g. { color: '#333' }. */
    readonly storeInstrumentCheckbox?: Readonly<Record<string, string>>;
    /** @deprecated Use `storeInstrumentCheckbox`. */
    readonly storeCardCheckbox?: Readonly<Record<string, string>>;
  };
  /** DEBUG, INFO, WARN or ERROR (default): the least severe message that is logged. */
  readonly logLevel?: LogLevel;
}

export { DEFAULT_LAYOUT };
export const SEPARATE_EXPIRY_LAYOUT: readonly CardElementType[] = ['CARDHOLDER_NAME', 'CARD_NUMBER', 'EXPIRATION_MONTH', 'EXPIRATION_YEAR', 'CVV'];

export interface ResolvedCardForm {
  readonly frame: FrameConfig;
  readonly logLevel: LogLevel;
  /** Messages to log at WARN: fallbacks and deprecations. */
  readonly warnings: readonly string[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStringRecord = (v: unknown): v is Record<string, string> => isRecord(v) && Object.values(v).every((x) => typeof x === 'string');
const invalid = (detail: string) => new CardFormError('INVALID_CARD_FORM_OPTIONS', detail);

/** Checks a custom layout (widget §5 in docs/spec-coverage.md): known types, no duplicates, a complete form. */
export function checkLayout(layout: unknown): CollectError | null {
  if (!Array.isArray(layout) || layout.length === 0) return new CollectError('INVALID_CARD_FORM_LAYOUT');
  const known: readonly unknown[] = CARD_ELEMENT_TYPES;
  const unknownType = layout.find((t) => !known.includes(t));
  if (unknownType !== undefined) return new CollectError('UNKNOWN_CARD_FORM_FIELD_TYPE', `type ${JSON.stringify(unknownType)}`);
  const seen = new Set<unknown>();
  for (const t of layout) {
    if (seen.has(t)) return new CollectError('DUPLICATE_CARD_FORM_FIELD_TYPE', `type ${String(t)}`);
    seen.add(t);
  }
  const has = (t: CardElementType) => seen.has(t);
  const single = has('EXPIRATION_DATE');
  const separate = has('EXPIRATION_MONTH') || has('EXPIRATION_YEAR');
  const expiryOk = single ? !separate : has('EXPIRATION_MONTH') && has('EXPIRATION_YEAR');
  if (!has('CARDHOLDER_NAME') || !has('CARD_NUMBER') || !has('CVV') || !expiryOk) return new CollectError('INCOMPLETE_CARD_FORM_LAYOUT');
  return null;
}

/**
 * Resolves the merchant's options and the card option's clientConfig into the frame's config.
 * Throws a CollectError (layout, booleans) or a CardFormError (other option types) naming the option.
 */
export function resolveCardFormOptions(input: unknown, clientConfig: CardClientConfig, currency: string): ResolvedCardForm {
  if (input !== undefined && !isRecord(input)) throw invalid('the card form options must be an object');
  const o: Record<string, unknown> = input ?? {};
  const warnings: string[] = [];
  const deprecated = (code: CardFormWarningCode) => warnings.push(`${CARD_FORM_ERROR_PREFIX} ${code}: ${CARD_FORM_WARNINGS[code]}`);

  if (o.expiryFields !== undefined && o.expiryFields !== 'single' && o.expiryFields !== 'separate') {
    throw invalid('`expiryFields` must be "single" or "separate"');
  }
  let layout: readonly CardElementType[];
  if (o.layout !== undefined) {
    const error = checkLayout(o.layout);
    if (error) throw error;
    layout = o.layout as CardElementType[];
  } else {
    layout = o.expiryFields === 'separate' ? SEPARATE_EXPIRY_LAYOUT : DEFAULT_LAYOUT;
  }

  // The same checks, codes, fallbacks and warnings as the collect element rules (parseElementOptions, which the vault
  // frame runs on these options again), from the same format rules; the host leaves the element parser to the frame.
  for (const key of ['enableCardIcon', 'required'] as const) {
    if (o[key] !== undefined && typeof o[key] !== 'boolean') throw new CollectError('INVALID_BOOLEAN_OPTIONS', key);
  }
  const formatWarning = ({ warning }: Pick<ResolvedFormat<ExpiryFormat | YearFormat>, 'warning'>) => {
    if (warning) warnings.push(warningMessage({ code: warning.code, detail: String(warning.received) }));
  };
  if (o.cardNumberFormat !== undefined && !(CARD_NUMBER_FORMATS as readonly unknown[]).includes(o.cardNumberFormat)) {
    warnings.push(warningMessage({ code: 'UNSUPPORTED_CARD_NUMBER_FORMAT', detail: String(o.cardNumberFormat) }));
  }
  const expiry = resolveExpiryFormat(o.expiryFormat);
  const year = resolveYearFormat(o.yearFormat);
  formatWarning(expiry);
  formatWarning(year);

  for (const key of ['showStoreInstrumentCheckbox', 'storeInstrumentChecked'] as const) {
    if (o[key] !== undefined && typeof o[key] !== 'boolean') throw invalid(`\`${key}\` must be a boolean`);
  }
  if (o.labels !== undefined && !isStringRecord(o.labels)) throw invalid('`labels` must be an object of strings');
  if (o.styles !== undefined && !(isRecord(o.styles) && Object.values(o.styles).every(isStringRecord))) {
    throw invalid('`styles` must be an object of CSS property-to-value objects');
  }
  if (o.logLevel !== undefined && !isLogLevel(o.logLevel)) throw invalid('`logLevel` must be DEBUG, INFO, WARN or ERROR');

  const labels = (o.labels ?? {}) as Record<string, string>;
  const styles = (o.styles ?? {}) as Record<string, Record<string, string>>;
  if (labels.saveInstrument !== undefined) deprecated('DEPRECATED_SAVE_INSTRUMENT');
  if (styles.storeCardCheckbox !== undefined) deprecated('DEPRECATED_STORE_CARD_CHECKBOX');
  const label = labels.storeInstrument ?? labels.saveInstrument ?? text('cardForm.storeInstrument');
  const style = styles.storeInstrumentCheckbox ?? styles.storeCardCheckbox ?? {};

  return {
    frame: {
      layout,
      expiryFormat: expiry.format,
      yearFormat: year.format,
      cardSeparator: cardSeparatorFor(o.cardNumberFormat),
      enableCardIcon: o.enableCardIcon !== false,
      required: o.required === true,
      storeInstrument: o.showStoreInstrumentCheckbox === true ? { label, checked: o.storeInstrumentChecked === true, style } : null,
      billingAddress: clientConfig.supportsBillingInfo,
      installments: clientConfig.supportsInstallments,
      currency,
    },
    logLevel: (o.logLevel as LogLevel | undefined) ?? 'ERROR',
    warnings,
  };
}

import { describedCodedError } from '../errors';

/**
 * Coded errors and warnings of the card form's own calls and options (widget §8 in docs/spec-coverage.md):
 * BIN lookup, countries JSON, client config, deprecated options. Descriptions are for the
 * merchant's developer (logged or thrown), never shown to the shopper.
 */
const CARD_FORM_ERRORS = {
  BIN_LOOKUP_FAILED: 'BIN lookup failed: the form falls back to the bare bin (no issuer country, so no installments).',
  TOO_MANY_REQUESTS: 'Too many requests: the server answered 429; try again later.',
  API_UNSUCCESSFUL: 'The API call was unsuccessful (an error status or an unreadable answer).',
  API_URL_NOT_FOUND: 'The API answered 404: the URL does not exist.',
  COUNTRIES_MALFORMED: 'The countries JSON is malformed: the billing address cannot be shown.',
  CLIENT_CONFIG_MALFORMED: 'Client config malformed: the card option clientConfig is not { supportsBillingInfo, supportsInstallments, installments }.',
  INVALID_CARD_FORM_OPTIONS: 'Card form options are invalid; the detail says which option and what it must be.',
} as const satisfies Record<string, string>;

export type CardFormErrorCode = keyof typeof CARD_FORM_ERRORS;

export const CARD_FORM_WARNINGS = {
  DEPRECATED_SAVE_INSTRUMENT: 'The label option `saveInstrument` is deprecated: use `storeInstrument`.',
  DEPRECATED_STORE_CARD_CHECKBOX: 'The style option `storeCardCheckbox` is deprecated: use `storeInstrumentCheckbox`.',
} as const satisfies Record<string, string>;

export type CardFormWarningCode = keyof typeof CARD_FORM_WARNINGS;

export const CARD_FORM_ERROR_PREFIX = '[card-form]';

export const CardFormError = /* @__PURE__ */ describedCodedError('CardFormError', CARD_FORM_ERROR_PREFIX, CARD_FORM_ERRORS);
export type CardFormError = InstanceType<typeof CardFormError>;

/**
 * The error of an API answer that is not a success (widget §8 in docs/spec-coverage.md): 429 too many requests,
 * 404 URL not found, anything else unsuccessful.
 */
export function apiErrorCode(status: number): CardFormErrorCode {
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 404) return 'API_URL_NOT_FOUND';
  return 'API_UNSUCCESSFUL';
}

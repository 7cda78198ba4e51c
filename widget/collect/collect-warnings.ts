/**
 * Warnings of the collect module: options that are ignored or replaced by a default (widget §5
 * in docs/spec-coverage.md). Data, not console output: the caller logs them at WARN through the widget's logger.
 */
const COLLECT_WARNINGS = {
  FORMAT_IGNORED: 'The `format` option is ignored for this element type.',
  TRANSLATION_IGNORED: 'The `translation` option is ignored for this element type, or without a `format`.',
  MASK_IGNORED: 'The `mask` option applies to INPUT_FIELD only and is ignored for this element type.',
  MASK_OVERRIDDEN_BY_FORMAT: 'Both `mask` and `format` are set on an INPUT_FIELD: `format` defines the mask.',
  UNSUPPORTED_EXPIRY_FORMAT: 'Unsupported expiry format: MM/YY is used (supported: MM/YY, YYYY/MM, YY/MM, MM/YYYY).',
  UNSUPPORTED_YEAR_FORMAT: 'Unsupported year format: YY is used (supported: YY, YYYY).',
  UNSUPPORTED_CARD_NUMBER_FORMAT:
    'Unsupported card number format: "XXXX XXXX XXXX XXXX" is used (supported: it and "XXXX-XXXX-XXXX-XXXX").',
  CUSTOM_ELEMENTS_URL_OVERRIDDEN: 'The custom elements URL is replaced by the fixed elements host at initialisation.',
} as const satisfies Record<string, string>;

type CollectWarningCode = keyof typeof COLLECT_WARNINGS;

export interface CollectWarning {
  readonly code: CollectWarningCode;
  /** Which option or value it is about; never a card value. */
  readonly detail: string | null;
}

/** The text to log for a warning, with the same prefix as the errors. */
export function warningMessage(warning: CollectWarning): string {
  const base = `[collect] ${warning.code}: ${COLLECT_WARNINGS[warning.code]}`;
  return warning.detail === null ? base : `${base} (${warning.detail})`;
}

/**
 * Installments of the card form (widget §2, §3, §5, §9 in docs/spec-coverage.md): the card option's clientConfig,
 * the options for an issuer country and their text "count x amount". Pure.
 */
import { isInstallmentOption, type InstallmentOption } from '../vault-frame/protocol';
import { formatMoney, text } from '../i18n/translator';

/**
 * The card option's clientConfig (widget §3 in docs/spec-coverage.md). `installments` is keyed by issuer
 * country code: `{ BR: [{ count: 2, amount: '0.50' }, ...] }`, amounts as decimal strings.
 */
export interface CardClientConfig {
  readonly supportsBillingInfo: boolean;
  readonly supportsInstallments: boolean;
  readonly installments: Readonly<Record<string, readonly InstallmentOption[]>>;
}

export const NO_CARD_CLIENT_CONFIG: CardClientConfig = { supportsBillingInfo: false, supportsInstallments: false, installments: {} };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export type ClientConfigParse = { readonly ok: true; readonly config: CardClientConfig } | { readonly ok: false; readonly problem: string };

/**
 * Parses the card option's clientConfig. Absent means nothing is supported; present but malformed
 * is an error (never fail open). Flags must be booleans when present.
 */
export function parseCardClientConfig(value: unknown): ClientConfigParse {
  if (value === undefined || value === null) return { ok: true, config: NO_CARD_CLIENT_CONFIG };
  if (!isRecord(value)) return { ok: false, problem: 'clientConfig must be an object' };
  const flag = (key: 'supportsBillingInfo' | 'supportsInstallments'): boolean | null =>
    value[key] === undefined ? false : typeof value[key] === 'boolean' ? value[key] : null;
  const supportsBillingInfo = flag('supportsBillingInfo');
  const supportsInstallments = flag('supportsInstallments');
  if (supportsBillingInfo === null || supportsInstallments === null) {
    return { ok: false, problem: 'clientConfig.supportsBillingInfo and supportsInstallments must be booleans' };
  }
  const raw = value.installments ?? {};
  if (!isRecord(raw)) return { ok: false, problem: 'clientConfig.installments must be an object keyed by country code' };
  const installments: Record<string, readonly InstallmentOption[]> = {};
  for (const [code, options] of Object.entries(raw)) {
    if (!/^[A-Z]{2}$/.test(code) || !Array.isArray(options) || !options.every(isInstallmentOption)) {
      return { ok: false, problem: `clientConfig.installments.${code} must be a list of { count, amount } under a two-letter code` };
    }
    installments[code] = options.map((o) => ({ count: o.count, amount: o.amount }));
  }
  return { ok: true, config: { supportsBillingInfo, supportsInstallments, installments } };
}

/** The options to offer for an issuer country: none unless installments are supported (widget §5 in docs/spec-coverage.md). */
export function installmentOptionsFor(config: CardClientConfig, issuerCountry: string | null): readonly InstallmentOption[] {
  if (!config.supportsInstallments || issuerCountry === null) return [];
  return config.installments[issuerCountry] ?? [];
}

/**
 * The option text "count x amount" (widget §2 in docs/spec-coverage.md) in the active language, the amount
 * formatted in the order's currency for that language (issue 33).
 *
 * @example installmentLabel({ count: 3, amount: '0.34' }, 'USD') // '3 x $0.34' in English, '3x de US$ 0,34' in pt-BR
 */
export function installmentLabel(option: InstallmentOption, currency: string): string {
  let amount: string;
  try {
    amount = formatMoney(Number(option.amount), currency);
  } catch {
    // An unknown currency code: the bare amount and code rather than no label.
    amount = `${option.amount} ${currency}`;
  }
  return text('cardForm.installmentOption', { count: option.count, amount });
}

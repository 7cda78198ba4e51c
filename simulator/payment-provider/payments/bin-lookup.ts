import type { RequestHandler } from 'express';
import { z } from 'zod';
import { Problem } from '../../platform/http/problem';
import type { PaymentSession } from './session-model';
import { BinLookupBody } from '../../../contracts/provider';


/**
 * The simulator's issuer table, by the bin's first 6 digits. Every bin not listed is issued in the
 * US. The Brazilian entries are real Brazilian-only ranges, so QA can type a plausible card:
 * - 606282: Hipercard (a Brazilian network), e.g. 6062 8288 8866 6688
 * - 438935, 451416: Elo co-branded Visa, e.g. 4389 3500 0000 0002 (Luhn-valid test number)
 * - 504175, 636297, 636368: Elo
 * and two European ranges to show a non-US, non-BR answer:
 * - 400005: GB; 493698: FR.
 */
export const BIN_ISSUER_COUNTRIES: Readonly<Record<string, string>> = {
  '606282': 'BR',
  '438935': 'BR',
  '451416': 'BR',
  '504175': 'BR',
  '636297': 'BR',
  '636368': 'BR',
  '400005': 'GB',
  '493698': 'FR',
};
export const DEFAULT_ISSUER_COUNTRY = 'US';

/** The issuer country of a bin (6 to 8 digits). */
export function issuerCountryOf(bin: string): string {
  return BIN_ISSUER_COUNTRIES[bin.slice(0, 6)] ?? DEFAULT_ISSUER_COUNTRY;
}

/** POST /provider/bin-lookup: { bin } -> { issuerCountry: { code } }, for the payment session of the bearer token. */
export function binLookupHandler(): RequestHandler {
  return (req, res) => {
    const { bin } = BinLookupBody.parse(req.body);
    res.json({ issuerCountry: { code: issuerCountryOf(bin) } });
  };
}

/**
 * Installment counts the authorize call carried, per session (widget §5 in docs/spec-coverage.md: "installment
 * payments send installments.count"). Kept beside the session rather than on it, so that the
 * session model stays the provider module's; tests and the QA journal read it through here.
 */
const installmentCounts = new WeakMap<PaymentSession, number>();

const InstallmentsItem = z.object({ installments: z.object({ count: z.number().int().min(1).max(48) }).strict().optional() }).loose();

/**
 * Checks and records `installments.count` of an authorize body's card item. A malformed count is
 * refused (400), never ignored. Returns the count, or null for a single payment.
 */
export function recordInstallments(session: PaymentSession, item: unknown): number | null {
  const parsed = InstallmentsItem.safeParse(item);
  if (!parsed.success) throw new Problem('bad-request', 'paymentComposition[0].installments.count must be a whole number from 1 to 48.');
  const count = parsed.data.installments?.count ?? null;
  if (count !== null) installmentCounts.set(session, count);
  return count;
}

export function installmentsOf(session: PaymentSession): number | null {
  return installmentCounts.get(session) ?? null;
}

/** Installment counts the simulator offers, per issuer country; other countries get none. */
export const INSTALLMENT_COUNTS: Readonly<Record<string, readonly number[]>> = { BR: [2, 3, 6], MX: [3, 6] };

/**
 * The card option's `clientConfig.installments` (widget §3 in docs/spec-coverage.md): per issuer country, the
 * options `{ count, amount }`, amount the session amount split evenly and rounded up to the cent,
 * so that the installments never add up to less than the price.
 *
 * @example installmentsFor('1.00') // { BR: [{ count: 2, amount: '0.50' }, { count: 3, amount: '0.34' }, ...], MX: [...] }
 */
export function installmentsFor(amountValue: string): Record<string, { count: number; amount: string }[]> {
  const cents = Math.round(Number(amountValue) * 100);
  const split = (count: number) => ({ count, amount: (Math.ceil(cents / count) / 100).toFixed(2) });
  return Object.fromEntries(Object.entries(INSTALLMENT_COUNTS).map(([code, counts]) => [code, counts.map(split)]));
}

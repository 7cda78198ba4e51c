/**
 * The BIN lookup call (widget §7 in docs/spec-coverage.md): POST { bin } to the lookup result's binLookup link
 * with the session token; answers issuerCountry.code. Never throws: a failure falls back to the
 * bare bin with a coded BIN_LOOKUP_FAILED error (widget §8 in docs/spec-coverage.md).
 */
import { BIN_MAX_DIGITS, BIN_MIN_DIGITS } from '../constants';
import { CardFormError, apiErrorCode } from '../card-form/card-form-errors';
import { callPaymentApi, type Fetch } from '../http/payment-api';

export type BinLookupResult =
  | { readonly ok: true; readonly bin: string; readonly issuerCountry: string }
  /** The fallback: just the bin, and the error saying why (log it; the form goes on). */
  | { readonly ok: false; readonly bin: string; readonly error: CardFormError };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isLookupBin(bin: string): boolean {
  return new RegExp(`^\\d{${BIN_MIN_DIGITS},${BIN_MAX_DIGITS}}$`).test(bin);
}

export async function lookupBin(request: { readonly link: string; readonly token: string; readonly bin: string }, fetchImpl?: Fetch): Promise<BinLookupResult> {
  const { bin } = request;
  const fail = (detail: string, cause?: unknown): BinLookupResult => ({
    ok: false,
    bin,
    error: new CardFormError('BIN_LOOKUP_FAILED', detail, cause === undefined ? undefined : { cause }),
  });
  if (!isLookupBin(bin)) return fail(`the bin must be ${BIN_MIN_DIGITS} to ${BIN_MAX_DIGITS} digits`);
  const answer = await callPaymentApi({ method: 'POST', url: request.link, token: request.token, body: { bin } }, fetchImpl);
  switch (answer.kind) {
    case 'ok': {
      const country = isRecord(answer.body) && isRecord(answer.body.issuerCountry) ? answer.body.issuerCountry.code : undefined;
      if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country)) return fail('the answer has no issuerCountry.code');
      return { ok: true, bin, issuerCountry: country };
    }
    case 'http-error':
      return fail(`${apiErrorCode(answer.status)}: HTTP ${answer.status}`);
    case 'malformed':
      return fail('the answer is not JSON', answer.cause);
    case 'network-error':
      return fail('network error', answer.cause);
  }
}

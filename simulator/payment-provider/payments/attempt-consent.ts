import type { AuthorizationConsent } from '../../../contracts/provider';
import { countryCode } from '../../platform/http/ip-country';
import type { AttemptConsent } from './session-model';

const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null && key in value ? (value as Record<string, unknown>)[key] : undefined);

/** The card form's billing country an authorize item carries (paymentInstrumentData.billingAddress.country, widget §3 in docs/spec-coverage.md), unchecked. */
export const cardBillingCountry = (item: unknown): unknown => field(field(field(item, 'paymentInstrumentData'), 'billingAddress'), 'country');

/**
 * What the provider keeps of an authorization's consent (issue 29): the terms version and language the
 * caller sent, and what the provider saw itself: the time, the caller's IP and the billing country the
 * authorization named. Never the merchant's word about the shopper's IP: the shopper's browser sent this.
 */
export function attemptConsent(consent: AuthorizationConsent, seen: { readonly at: number; readonly ip: string | null; readonly billingCountry?: unknown }): AttemptConsent {
  return {
    termsVersion: consent.termsVersion,
    language: consent.language,
    agreedAt: new Date(seen.at).toISOString(),
    ip: seen.ip,
    billingCountry: countryCode(seen.billingCountry),
  };
}

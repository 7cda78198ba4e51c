import type { Request } from 'express';
import type { ConsentEvidence } from '../consent/consents';
import { callerIp, countryCode, countryOfIp } from '../../platform/http/ip-country';
import type { AttemptConsent, ProviderPayment } from '../../payment-provider/client';

export type { ConsentEvidence };


/**
 * The buyer's agreement as a create request states it: the terms version the checkout showed (the
 * request's schema, contracts/subscriptions.ts `Consent`, refused any other before anything is
 * charged), the language the checkout spoke, the request's IP as the server sees it (not the
 * browser's word) and the country: the billing address's, else the attribution's, else the IP's.
 */
export function consentEvidence(
  req: Request,
  body: {
    readonly consent: { readonly terms_version: string };
    readonly language: string;
    readonly attribution: Record<string, unknown>;
    readonly address?: { readonly country: string };
  },
): ConsentEvidence {
  const ip = callerIp(req);
  return {
    termsVersion: body.consent.terms_version,
    language: body.language,
    agreedAt: null,
    ip,
    country: countryCode(body.address?.country) ?? countryCode(body.attribution.country) ?? countryOfIp(ip),
  };
}

/** What the merchant hands the provider with a wallet token it charges itself (Apple Pay create, ADR 6): the provider stamps the time. */
export function attemptConsentOf(evidence: ConsentEvidence): Omit<AttemptConsent, 'agreedAt'> {
  return { termsVersion: evidence.termsVersion, language: evidence.language, ip: evidence.ip, billingCountry: evidence.country };
}

/**
 * The consent to record for a payment (issue 29): the one the provider kept with the authorization
 * (the shopper's own browser sent it, with Pay), whoever fulfils the purchase: the webhook, the bank's
 * return or the create. Its country is the authorization's billing country, else the create's
 * (`fallback`), else the shopper's IP's. A payment authorized before the provider kept consents has
 * none: then only a create's own statement (`fallback`) is recorded, and the webhook records nothing.
 */
export function paymentConsent(payment: ProviderPayment, fallback: ConsentEvidence | null): ConsentEvidence | null {
  const kept = payment.consent;
  if (!kept) return fallback;
  return {
    termsVersion: kept.termsVersion,
    language: kept.language,
    agreedAt: kept.agreedAt,
    ip: kept.ip,
    country: kept.billingCountry ?? fallback?.country ?? countryOfIp(kept.ip),
  };
}

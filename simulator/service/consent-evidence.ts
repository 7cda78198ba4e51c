import type { Request } from 'express';
import { assertKnownTermsVersion, type ConsentEvidence } from '../consent/consents';

export type { ConsentEvidence };

const countryCode = (v: unknown) => (typeof v === 'string' && /^[A-Za-z]{2}$/.test(v) ? v.toUpperCase() : null);

/**
 * The buyer's agreement as a create request states it: the terms version the checkout showed (checked
 * against the catalogue before anything is charged), the request's IP as the server sees it (not the
 * browser's word) and the country: the billing address's, else the attribution's.
 */
export function consentEvidence(
  req: Request,
  body: { readonly consent: { readonly terms_version: string }; readonly attribution: Record<string, unknown>; readonly address?: { readonly country: string } },
): ConsentEvidence {
  assertKnownTermsVersion(body.consent.terms_version);
  return {
    termsVersion: body.consent.terms_version,
    ip: (req.ip ?? '').replace(/^::ffff:/, '') || null,
    country: countryCode(body.address?.country) ?? countryCode(body.attribution.country),
  };
}

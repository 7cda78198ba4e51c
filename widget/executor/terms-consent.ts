/**
 * The shopper's agreement to the terms the host shows beside Pay (DropInOptions.termsConsent): sent
 * with every authorization and pay call as `consent`, so the provider keeps it with the payment and
 * the merchant can record it even when the browser never comes back. Without it the provider refuses
 * the authorization (400 naming `consent`): the widget never invents one.
 */
export interface TermsConsent {
  /** The version of the terms text shown, as the merchant names it, e.g. "2026-11-27". */
  readonly termsVersion: string;
  /** The language the terms were shown in: a BCP 47 tag such as "pt-BR". */
  readonly language: string;
}

/** The body field an authorization carries: `{ consent }`, or nothing when the host gave none (the provider then refuses it). */
export const consentField = (consent: TermsConsent | null): { consent?: TermsConsent } =>
  consent ? { consent: { termsVersion: consent.termsVersion, language: consent.language } } : {};

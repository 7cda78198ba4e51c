/**
 * The pay entry's billingAddress (widget §3 in docs/spec-coverage.md: country {name, code}, postalCode) from what a
 * wallet sheet returns as the billing contact: Apple Pay's ApplePayPaymentContact or Google Pay's
 * billing Address. A contact without a two-letter country code gives none, never a guess.
 */
export interface PayBillingAddress {
  readonly country: { readonly name: string; readonly code: string };
  readonly postalCode: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const regionNames = (): Intl.DisplayNames => new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** @example billingAddressOf({ countryCode: 'us', postalCode: '94105' }) // { country: { name: 'United States', code: 'US' }, postalCode: '94105' } */
export function billingAddressOf(contact: unknown): PayBillingAddress | null {
  if (!isRecord(contact) || typeof contact.countryCode !== 'string' || !/^[a-z]{2}$/i.test(contact.countryCode)) return null;
  const code = contact.countryCode.toUpperCase();
  const given = typeof contact.country === 'string' ? contact.country.trim() : '';
  const name = given !== '' ? given : (regionNames().of(code) ?? code);
  return { country: { name, code }, postalCode: typeof contact.postalCode === 'string' ? contact.postalCode.trim() : '' };
}

/** The entry's billingAddress field when the contact has one, else nothing (spread into a pay entry). */
export const withBillingAddress = (contact: unknown): { billingAddress?: PayBillingAddress } => {
  const address = billingAddressOf(contact);
  return address ? { billingAddress: address } : {};
};

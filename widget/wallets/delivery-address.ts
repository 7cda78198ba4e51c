/**
 * The delivery-address callback (widget §3 and §8 in docs/spec-coverage.md): when the shopper picks or changes the
 * shipping address in a wallet's sheet, the host's onDeliveryAddressChanged hears city, postalCode,
 * state and country.code (the redacted address the wallets give before authorization). False or a
 * throw is the coded error CALLBACK_FAILED: logged, and the wallet refuses the address so the shopper
 * picks another one or cancels; the payment itself is not failed by it.
 */
import { createLogger, type Logger } from '../logger';
import { CodedError } from '../errors';
import { errorText } from '../executor/call-failures';

/** widget §3 in docs/spec-coverage.md: the address passed to the host's callback. */
export interface DeliveryAddress {
  readonly city: string;
  readonly postalCode: string;
  readonly state: string;
  readonly country: { readonly code: string };
}

/** The host's callback: false (or a throw) refuses the address; any other answer accepts it. */
export type DeliveryAddressCallback = (address: DeliveryAddress) => boolean | Promise<boolean>;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Apple Pay's shippingContact and Google Pay's shippingAddress: locality, administrativeArea, postalCode, countryCode. */
export function fromWalletContact(contact: unknown): DeliveryAddress {
  const c = typeof contact === 'object' && contact !== null ? (contact as Record<string, unknown>) : {};
  return { city: text(c.locality), postalCode: text(c.postalCode), state: text(c.administrativeArea), country: { code: text(c.countryCode).toUpperCase() } };
}

/** PayPal's shippingAddress (onShippingAddressChange): city, state, postalCode, countryCode. */
export function fromPayPalAddress(address: unknown): DeliveryAddress {
  const a = typeof address === 'object' && address !== null ? (address as Record<string, unknown>) : {};
  return { city: text(a.city), postalCode: text(a.postalCode), state: text(a.state), country: { code: text(a.countryCode).toUpperCase() } };
}

/** Asks the host; resolves false (after logging CALLBACK_FAILED) when it refuses or throws, never rejects. */
export function askDeliveryAddress(callback: DeliveryAddressCallback, logger: Logger = createLogger()): (address: DeliveryAddress) => Promise<boolean> {
  return async (address) => {
    try {
      if ((await callback(address)) !== false) return true;
      logger.error(new CodedError('CALLBACK_FAILED', `onDeliveryAddressChanged refused an address in ${address.country.code || 'no country'}`).message);
    } catch (cause) {
      logger.error(new CodedError('CALLBACK_FAILED', `onDeliveryAddressChanged threw: ${errorText(cause)}`, { cause }).message);
    }
    return false;
  };
}

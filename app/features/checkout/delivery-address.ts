import type { DeliveryAddress } from '../../../widget';

/**
 * Where the app sells: the US, the country of its Apple Pay merchant with USD prices (app §9
 * in docs/spec-coverage.md). The specs name no delivery rule; this one is docs/decisions/0010-wallet-delivery-address.md.
 */
const DELIVERY_COUNTRIES: readonly string[] = ['US'];

/** The app's delivery-address callback for the wallets (widget §8 in docs/spec-coverage.md): false makes the sheet ask for another address. */
export const acceptsDeliveryAddress = (address: DeliveryAddress): boolean => DELIVERY_COUNTRIES.includes(address.country.code);

/**
 * Card brands of the collect container (widget §3 in docs/spec-coverage.md: VISA ... DEFAULT): a closed set.
 * DEFAULT is a card whose brand is not known. The provider may name a brand either way (a collect
 * brand or a card form network, e.g. 'VISA' or 'visa'); anything else is not a brand, never passed on.
 */
import { CARD_NETWORKS, type CardNetwork } from './networks';

const BRAND_OF_NETWORK = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  amex: 'AMEX',
  diners: 'DINERS_CLUB',
  discover: 'DISCOVER',
  jcb: 'JCB',
  maestro: 'MAESTRO',
  unionpay: 'UNIONPAY',
  hipercard: 'HIPERCARD',
} as const satisfies Record<CardNetwork, string>;

export type CollectBrand = (typeof BRAND_OF_NETWORK)[CardNetwork] | 'DEFAULT';

const COLLECT_BRANDS: readonly CollectBrand[] = [...Object.values(BRAND_OF_NETWORK), 'DEFAULT'];

const isCardNetwork = (v: string): v is CardNetwork => (CARD_NETWORKS as readonly string[]).includes(v);
const isCollectBrand = (v: string): v is CollectBrand => (COLLECT_BRANDS as readonly string[]).includes(v);

/** A brand named by the provider, or null when the value is no brand of the closed set. */
export function parseCollectBrand(value: string): CollectBrand | null {
  if (isCollectBrand(value)) return value;
  return isCardNetwork(value) ? BRAND_OF_NETWORK[value] : null;
}

/** The card form network of a brand; DEFAULT has none. */
export function networkOfBrand(brand: CollectBrand): CardNetwork | null {
  return CARD_NETWORKS.find((network) => BRAND_OF_NETWORK[network] === brand) ?? null;
}

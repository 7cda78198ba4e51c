/** The purchase value reported to the ad pixel (app §9 in docs/spec-coverage.md). */
import { AD_PIXEL_PURCHASE_SHARE } from './constants';

/**
 * 75% of a purchase value, rounded half up to 2 decimals. The product in cents is cut to 12
 * significant digits first, so float noise cannot turn an exact half down (0.1 gives 0.08, not 0.07).
 */
export function adPixelPurchaseValue(value: number): number {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`adPixelPurchaseValue needs a non-negative amount, got ${value}.`);
  const cents = Number((value * AD_PIXEL_PURCHASE_SHARE * 100).toPrecision(12));
  return Math.round(cents) / 100;
}

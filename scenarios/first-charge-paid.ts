import { success } from './success';
import type { Scenario } from './types';

/**
 * A card authorized on the second poll, exactly as in `success`: the first purchase of every renewal
 * scenario, and the purchase of the card scenarios that differ from `success` only before it
 * (a stored card, installments).
 */
export const FIRST_CHARGE_PAID: Pick<Scenario, 'provider' | 'expect'> = { provider: success.provider, expect: success.expect };

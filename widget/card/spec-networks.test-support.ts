/**
 * The card networks of widget §5 in docs/spec-coverage.md, for the unit test of networks.ts and the card property
 * tests: copied here rather than read from NETWORK_RULES so that a change to the table that breaks
 * the spec fails. The prefixes the spec names and the lengths it gives.
 */
import type { CardNetwork } from './networks';

export const SPEC_PREFIXES: readonly (readonly [string, CardNetwork])[] = [
  ['4', 'visa'],
  ['34', 'amex'],
  ['37', 'amex'],
  ['35', 'jcb'],
  ['606282', 'hipercard'],
  ['62', 'unionpay'],
];

export const SPEC_LENGTHS: Readonly<Partial<Record<CardNetwork, readonly number[]>>> = {
  visa: [13, 14, 15, 16],
  mastercard: [16],
  amex: [15],
  diners: [14, 15, 16, 17, 18, 19],
  discover: [16, 17, 18, 19],
  jcb: [16, 17, 18, 19],
  unionpay: [16, 17, 18, 19],
  maestro: [12, 13, 14, 15, 16, 17, 18, 19],
  // hipercard: the spec gives no length.
};

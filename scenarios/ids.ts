/**
 * Scenario ids: the only part of the catalogue the app may import (to carry `?scenario=` into the
 * payment session). Adding an id here without a scenario file fails the type check of `index.ts`.
 */
export const SCENARIO_IDS = [
  'success',
  'declined',
  'insufficient-funds',
  'rate-limited-429',
  'session-expired',
  'vault-token-expired',
  'failed-poll-counts-5',
  'poll-exhausted',
  'authorize-not-requested',
  'network-error',
  'subscription-service-error',
  'pending-3ds-success',
  'pending-3ds-failure',
  'pending',
  'pending-then-success',
  'pix-late-success',
  'pix-timeout',
  'redirect-abandoned',
  'bank-success',
  'bank-declined',
  'bank-approved-late',
  'apple-pay-success',
  'apple-pay-cancel',
  'apple-pay-subscription-error',
  'google-pay-3ds',
  'google-pay-cancel',
  'google-pay-declined',
  'paypal-success',
  'paypal-cancel',
  'paypal-store',
  'stored-card-success',
  'installments-br',
  'server-error-then-success',
  'session-expired-mid-poll',
  'authorize-server-error',
  'renewal-success',
  'renewal-declined-then-recovered',
  'renewal-declined-cancelled',
  'card-expired-before-renewal',
  'refund-success',
  'refund-failed',
] as const;

export type ScenarioId = (typeof SCENARIO_IDS)[number];

/** The scenario a payment session runs when QA names none and no test card selects one. */
export const DEFAULT_SCENARIO_ID: ScenarioId = 'success';

export function isScenarioId(value: string): value is ScenarioId {
  return (SCENARIO_IDS as readonly string[]).includes(value);
}

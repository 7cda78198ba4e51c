import type { ScenarioId } from './ids';

/**
 * Well-known public test card numbers that select an outcome when QA named no scenario, so habits
 * from other providers work here. Digits only. Any other valid card runs the default scenario.
 */
export const TEST_CARD_SCENARIOS: Readonly<Record<string, ScenarioId>> = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient-funds',
  '4000000000003220': 'pending-3ds-success',
  '4000008400001629': 'pending-3ds-failure',
};

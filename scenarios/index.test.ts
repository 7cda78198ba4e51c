import { describe, expect, it } from 'vitest';
import { SCENARIOS, SCENARIO_IDS, ScenarioSchema, TEST_CARD_SCENARIOS, isScenarioId, listScenarios } from './index';

describe('scenario catalogue', () => {
  it('files each scenario under its own id', () => {
    for (const id of SCENARIO_IDS) expect(SCENARIOS[id].id).toBe(id);
  });

  it('fits the scenario schema that runtime scenarios meet (issue 28), field for field', () => {
    for (const s of listScenarios()) expect(ScenarioSchema.parse(s), s.id).toEqual(s);
  });

  it('lists every scenario once, in id order', () => {
    expect(listScenarios().map((s) => s.id)).toEqual([...SCENARIO_IDS]);
  });

  it('expects a subscription only when the widget ends in success, and only then without a backend error', () => {
    for (const s of listScenarios()) {
      const backendFails = s.subscriptionService?.create === 'error';
      expect(s.expect.subscriptionCreated).toBe(s.expect.widgetEvent === 'success' && !backendFails);
    }
  });

  it('maps test cards only to known scenarios', () => {
    for (const [card, id] of Object.entries(TEST_CARD_SCENARIOS)) {
      expect(card).toMatch(/^\d{12,19}$/);
      expect(isScenarioId(id)).toBe(true);
    }
  });

  it('recognises ids exactly', () => {
    expect(isScenarioId('success')).toBe(true);
    expect(isScenarioId('Success')).toBe(false);
    expect(isScenarioId('')).toBe(false);
  });
});

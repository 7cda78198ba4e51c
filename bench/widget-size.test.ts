import { describe, expect, it } from 'vitest';
import { measureWidgetSize, WIDGET_BUDGET_KIB } from './widget-size';

describe('widget size budget', () => {
  it(`host + vault frame stay within ${WIDGET_BUDGET_KIB} KiB gzipped`, async () => {
    const size = await measureWidgetSize();
    // Both parts are real bundles: a broken entry would measure near zero and pass for the wrong reason.
    expect(size.hostKiB).toBeGreaterThan(5);
    expect(size.frameKiB).toBeGreaterThan(5);
    expect(size.totalKiB).toBeLessThanOrEqual(WIDGET_BUDGET_KIB);
  });
});

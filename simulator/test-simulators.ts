/**
 * Simulators a vitest file opens, each closed after the test that opened it (its database, timers and
 * delivery queue). Kept apart from test-support.ts, which the benches load outside vitest.
 */
import { afterEach } from 'vitest';
import type { Simulator, SimulatorOptions } from './create-simulator';

/** An opener of simulators made by `make` with `defaults` under each test's options; call it once per file, at its top level. */
export function closedAfterEachTest(make: (options: Partial<SimulatorOptions>) => Simulator, defaults: Partial<SimulatorOptions> = {}): (options?: Partial<SimulatorOptions>) => Simulator {
  let opened: Simulator[] = [];
  afterEach(() => {
    for (const sim of opened) sim.close();
    opened = [];
  });
  return (options = {}) => {
    const sim = make({ ...defaults, ...options });
    opened.push(sim);
    return sim;
  };
}

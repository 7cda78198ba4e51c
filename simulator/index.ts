/** The simulator's public face: the factory, its options, and the types tests need. */
export { createSimulator, type Simulator, type SimulatorOptions } from './create-simulator';
export type { Frontends } from './frontends';
export { readConfig, type SimulatorConfig } from './config';

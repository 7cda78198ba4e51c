/**
 * The contract violations of the test simulators in this test file (testSimulator reports here):
 * qa/openapi/contract-setup.ts fails the test they happened in. Kept apart from the simulator so the
 * setup file loads nothing else.
 */
import type { ContractViolation } from './traffic-check';

const found: ContractViolation[] = [];

export const logContractViolation = (violation: ContractViolation): void => {
  found.push(violation);
};

/** The violations since the last call, and forgets them. */
export const takeContractViolations = (): ContractViolation[] => found.splice(0);

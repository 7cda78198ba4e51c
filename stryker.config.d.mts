/** Types of stryker.config.mjs for scripts/mutation.ts. */
import type { PartialStrykerOptions } from '@stryker-mutator/api/core';

export declare const MUTATION_FOLDERS: Readonly<Record<string, readonly string[]>>;
declare const config: PartialStrykerOptions;
export default config;

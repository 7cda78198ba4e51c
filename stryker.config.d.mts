/** Types of stryker.config.mjs for scripts/mutation.ts and vitest.mutation.config.ts. */
import type { PartialStrykerOptions } from '@stryker-mutator/api/core';

export declare const MUTATION_FOLDERS: Readonly<Record<string, { readonly mutate: readonly string[]; readonly tests: readonly string[] }>>;
/** The folder whose static mutants are left out of mutation. */
export declare const SIMULATOR_FOLDER: string;
/** The test files that guard `folder` (every folder's when none is given). */
export declare function mutationTests(folder: string | undefined): string[];
declare const config: PartialStrykerOptions;
export default config;

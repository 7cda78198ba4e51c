/**
 * The Auth emulator's start compiles its request validators lazily (auth-emulator.ts,
 * lazyValidatorsImport): checked on the installed firebase-tools, so a release that loads exegesis
 * another way fails here instead of quietly bringing back the slow start.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { lazyValidatorsImport } from './auth-emulator';

const CLI = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');

/** exegesis's compiled options, as the CLI's own copy of exegesis compiles them in a Node started with `imports`. */
function compiledOptions(imports: readonly string[]): { lazyCompileValidationSchemas: boolean; ignoreServers: boolean } {
  const script = `const o=require('node:module').createRequire(${JSON.stringify(CLI)})('exegesis/lib/options').compileOptions({ignoreServers:true});process.stdout.write(JSON.stringify({lazyCompileValidationSchemas:o.lazyCompileValidationSchemas,ignoreServers:o.ignoreServers}))`;
  return JSON.parse(execFileSync(process.execPath, [...imports, '-e', script], { encoding: 'utf8' })) as { lazyCompileValidationSchemas: boolean; ignoreServers: boolean };
}

describe('the Auth emulator compiles its validators when first needed', () => {
  it('exegesis compiles lazily under the import, keeping the options the CLI passes, and eagerly without it', () => {
    expect(compiledOptions(['--import', lazyValidatorsImport(CLI)])).toEqual({ lazyCompileValidationSchemas: true, ignoreServers: true });
    expect(compiledOptions([])).toEqual({ lazyCompileValidationSchemas: false, ignoreServers: true });
  });
});

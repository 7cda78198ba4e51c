/**
 * The provider is a party (issue 26, point 1; ADR 9): the lint rule refuses a merchant module that
 * imports a provider internal, admits the client module, and no merchant file imports anything else;
 * the vault likewise reaches the provider through its own small interface only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const lint = async (filePath: string, text: string) => (await eslint.lintText(text, { filePath }))[0]?.messages ?? [];
const MERCHANT_FOLDERS = ['service', 'renewals', 'cancel', 'members', 'store', 'outbox', 'identity', 'games', 'app-origin', 'ad-pixels', 'consent', 'psychometrics'];

describe('the merchant reaches the provider through its client module only', () => {
  // Loading the lint config takes seconds on a busy machine: a generous timeout, not a measurement.
  it('ESLint refuses a probe import of the provider’s sessions from the subscription service, and of its charges from renewals', { timeout: 60_000 }, async () => {
    const sessions = await lint('simulator/service/probe.ts', "import { PaymentSessions } from '../provider/sessions';\nexport const probe = PaymentSessions;\n");
    expect(sessions.map((m) => m.ruleId)).toContain('no-restricted-imports');
    expect(sessions.find((m) => m.ruleId === 'no-restricted-imports')?.message).toContain('client module only');
    const charges = await lint('simulator/renewals/probe.ts', "import type { ProviderCharges } from '../provider/charges';\nexport type Probe = ProviderCharges;\n");
    expect(charges.map((m) => m.ruleId)).toContain('no-restricted-imports');
  });

  it('admits the client module, and the provider’s own files may import their internals', async () => {
    expect(await lint('simulator/service/probe.ts', "import type { ProviderClient } from '../provider/client';\nexport type Probe = ProviderClient;\n")).toEqual([]);
    expect(await lint('simulator/provider/probe.ts', "import type { PaymentSessions } from './sessions';\nexport type Probe = PaymentSessions;\n")).toEqual([]);
  });

  it('no file of a merchant folder imports a provider module other than the client', () => {
    expect(MERCHANT_FOLDERS.flatMap((folder) => providerImportsBesides(folder, 'provider/client'))).toEqual([]);
  });
});

describe('the vault asks the provider through its own interface only', () => {
  it('ESLint refuses a probe import of the provider’s sessions or scenario runs from the vault, and admits its link', { timeout: 60_000 }, async () => {
    for (const probe of ["import type { PaymentSessions } from '../provider/sessions';\nexport type Probe = PaymentSessions;\n", "import { ScenarioRun } from '../provider/scenario-run';\nexport const probe = ScenarioRun;\n"]) {
      const messages = await lint('simulator/vault/probe.ts', probe);
      expect(messages.find((m) => m.ruleId === 'no-restricted-imports')?.message).toContain('its own interface only');
    }
    expect(await lint('simulator/vault/probe.ts', "import type { VaultProviderLink } from '../provider/vault-link';\nexport type Probe = VaultProviderLink;\n")).toEqual([]);
  });

  it('no vault file imports a provider module other than its link', () => {
    expect(providerImportsBesides('vault', 'provider/vault-link')).toEqual([]);
  });
});

/** Each import of a provider module by a file of `folder` (below simulator/) that is not `allowed`. */
function providerImportsBesides(folder: string, allowed: string): string[] {
  const offenders: string[] = [];
  const dir = join('simulator', folder);
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.ts')) continue;
    const text = readFileSync(join(dir, name), 'utf8');
    for (const match of text.matchAll(/from '((?:\.\.\/)+(?:simulator\/)?provider\/[^']+)'/g)) {
      if (!match[1]?.endsWith(allowed)) offenders.push(`${folder}/${name}: ${match[1]}`);
    }
  }
  return offenders;
}

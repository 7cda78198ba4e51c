/**
 * The parties are folders (issue 26 point 1, issue 42; ADR 9): the lint rule refuses a merchant module
 * that imports a provider internal and admits the client module; the provider never imports the
 * merchant; the vault reaches the provider through its own small interface only. Every folder found on
 * disk under merchant/ and payment-provider/ is probed, so a new folder is covered without editing this.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
const lint = async (filePath: string, text: string) => (await eslint.lintText(text, { filePath }))[0]?.messages ?? [];
const restricted = (messages: Awaited<ReturnType<typeof lint>>) => messages.find((m) => m.ruleId === 'no-restricted-imports')?.message ?? '';

const MERCHANT = 'simulator/merchant';
const PROVIDER = 'simulator/payment-provider';
const CLIENT = `${PROVIDER}/client.ts`;
const STAND_INS = `${PROVIDER}/sdk-stand-ins/`;
const foldersOf = (room: string) => readdirSync(room, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

describe('the merchant reaches the provider through its client module only', () => {
  it('finds the merchant’s folders on disk (the probes below cover each)', () => {
    expect(foldersOf(MERCHANT)).toEqual(expect.arrayContaining(['subscription-service', 'renewals', 'withdrawal', 'account', 'store']));
  });

  // Loading the lint config takes seconds on a busy machine: a generous timeout, not a measurement.
  it('ESLint refuses a probe import of a provider internal from every merchant folder', { timeout: 120_000 }, async () => {
    const admitted: string[] = [];
    for (const folder of foldersOf(MERCHANT)) {
      for (const internal of ['payments/sessions', 'payments/charges', 'webhooks/events', 'vault/cards']) {
        const message = restricted(await lint(`${MERCHANT}/${folder}/probe.ts`, `import * as probe from '../../payment-provider/${internal}';\nexport { probe };\n`));
        if (!message.includes('client module only')) admitted.push(`${folder} -> ${internal}`);
      }
    }
    expect(admitted).toEqual([]);
  });

  it('admits the client module from a merchant folder, and a provider folder’s own internals', async () => {
    expect(await lint(`${MERCHANT}/renewals/probe.ts`, "import type { ProviderClient } from '../../payment-provider/client';\nexport type Probe = ProviderClient;\n")).toEqual([]);
    expect(await lint(`${PROVIDER}/payments/probe.ts`, "import type { PaymentSessions } from './sessions';\nexport type Probe = PaymentSessions;\n")).toEqual([]);
  });

  it('no merchant file imports a provider module other than the client (or a third party’s stand-in the provider hosts)', () => {
    expect(importsInto(MERCHANT, PROVIDER).filter(({ target }) => target !== CLIENT && !target.startsWith(STAND_INS))).toEqual([]);
  });
});

describe('the provider never imports the merchant', () => {
  it('ESLint refuses a probe import of a merchant module from every provider folder', { timeout: 120_000 }, async () => {
    const admitted: string[] = [];
    for (const folder of foldersOf(PROVIDER)) {
      const message = restricted(await lint(`${PROVIDER}/${folder}/probe.ts`, "import * as probe from '../../merchant/store/subscriptions';\nexport { probe };\n"));
      if (!message.includes('never imports the merchant')) admitted.push(folder);
    }
    const root = restricted(await lint(`${PROVIDER}/probe.ts`, "import * as probe from '../merchant/store/subscriptions';\nexport { probe };\n"));
    if (!root.includes('never imports the merchant')) admitted.push('(payment-provider/ itself)');
    expect(admitted).toEqual([]);
  });

  it('no provider file imports a merchant module', () => {
    expect(importsInto(PROVIDER, MERCHANT)).toEqual([]);
  });
});

describe('the vault asks the provider through its own interface only', () => {
  it('ESLint refuses a probe import of the provider’s sessions, scenario runs, faults or link from the vault, and admits its own interface', { timeout: 60_000 }, async () => {
    for (const internal of ['payments/sessions', 'payments/scenario-run', 'payments/faults', 'payments/vault-link', 'scenarios/store', 'client']) {
      expect(restricted(await lint(`${PROVIDER}/vault/probe.ts`, `import * as probe from '../${internal}';\nexport { probe };\n`)), internal).toContain('its own interface only');
    }
    expect(await lint(`${PROVIDER}/vault/probe.ts`, "import type { VaultProviderLink } from './provider-link';\nexport type Probe = VaultProviderLink;\n")).toEqual([]);
  });

  it('no vault file imports another provider module: the provider hands it a link', () => {
    const vault = `${PROVIDER}/vault`;
    expect(importsInto(vault, PROVIDER).filter(({ target }) => !target.startsWith(`${vault}/`))).toEqual([]);
  });
});

/** Each relative import (from, import(), vi.mock) of a .ts file below `from` that lands below `into`. */
function importsInto(from: string, into: string): { file: string; target: string }[] {
  const found: { file: string; target: string }[] = [];
  for (const name of readdirSync(from, { recursive: true, encoding: 'utf8' })) {
    if (!name.endsWith('.ts')) continue;
    const file = join(from, name);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from |import\(|vi\.mock\()'(\.{1,2}\/[^']+)'/g)) {
      const target = `${normalize(join(dirname(file), match[1] ?? ''))}.ts`;
      if (target.startsWith(`${into}/`)) found.push({ file, target });
    }
  }
  return found;
}

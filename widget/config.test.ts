import { describe, expect, it } from 'vitest';
import { parseSdkConfig } from './config';
import { WidgetError } from './errors';

const lookup = { name: 'lookup', data: { paymentCompositionOptions: [{ paymentMethodCode: 'card' }] }, links: { authorize: { href: 'https://p/authorize' } } };
const meta = { assetHost: 'https://asset.test/', vault: { url: 'https://asset.test/vault/' } };
const config = (execution: unknown) => ({ token: 't', amount: { value: '1.00', currency: 'USD' }, execution });
const thrown = (execution: unknown): string => {
  try {
    parseSdkConfig(config(execution));
    return 'no error';
  } catch (error) {
    return error instanceof WidgetError ? `${error.code} ${error.message}` : `not a WidgetError: ${String(error)}`;
  }
};

describe('parseSdkConfig: coded configuration errors (widget §8)', () => {
  it('reads a complete execution', () => {
    expect(parseSdkConfig(config({ initialResults: [{ body: lookup }], meta })).execution).toMatchObject({ authorizeLink: 'https://p/authorize', assetHost: 'https://asset.test', vaultUrl: 'https://asset.test/vault' });
  });

  it.each([
    [{ meta }, 'UNKNOWN_ERROR WORKFLOW_EXECUTION_NOT_FOUND: SDK was not initialized with workflow execution: initialResults is missing.'],
    [{ initialResults: [{ body: { name: 'other' } }], meta }, 'UNKNOWN_ERROR WORKFLOW_EXECUTION_NOT_FOUND: SDK was not initialized with workflow execution: no lookup result.'],
    [{ initialResults: [{ body: { ...lookup, links: {} } }], meta }, 'UNKNOWN_ERROR URL_MISSING: a URL the widget needs is missing from the workflow execution: the lookup result has no authorize link.'],
    [{ initialResults: [{ body: lookup }], meta: { assetHost: 'https://asset.test' } }, 'UNKNOWN_ERROR URL_MISSING: a URL the widget needs is missing from the workflow execution: execution.meta needs assetHost and vault.url.'],
  ])('%j -> %s', (execution, expected) => {
    expect(thrown(execution)).toBe(expected);
  });

  it('a malformed card clientConfig is CLIENT_CONFIG_MALFORMED', () => {
    const bad = { ...lookup, data: { paymentCompositionOptions: [{ paymentMethodCode: 'card', clientConfig: { supportsBillingInfo: 'yes' } }] } };
    expect(thrown({ initialResults: [{ body: bad }], meta })).toMatch(/^UNKNOWN_ERROR CLIENT_CONFIG_MALFORMED: Client config malformed: /);
  });

  describe('the card-save target (app §3)', () => {
    const saving = { ...lookup, links: { ...lookup.links, saveInstrument: { href: 'https://p/instruments' } } };
    const withVault = { ...meta, vault: { ...meta.vault, providerConfigId: 'vpc_1' } };
    const parsed = (execution: unknown) => parseSdkConfig(config(execution)).execution.cardSave;

    it('reads the saveInstrument link, the holderReference and the vault provider configuration', () => {
      expect(parsed({ initialResults: [{ body: saving }], meta: withVault, holderReference: 'holder_1' })).toEqual({ link: 'https://p/instruments', holderReference: 'holder_1', vaultProviderConfigId: 'vpc_1' });
    });

    it.each([
      ['no link', { initialResults: [{ body: lookup }], meta: withVault, holderReference: 'holder_1' }],
      ['no holder', { initialResults: [{ body: saving }], meta: withVault }],
      ['an empty holder', { initialResults: [{ body: saving }], meta: withVault, holderReference: '' }],
      ['no vault configuration', { initialResults: [{ body: saving }], meta, holderReference: 'holder_1' }],
    ])('is none with %s', (_, execution) => {
      expect(parsed(execution)).toBeNull();
    });
  });
});

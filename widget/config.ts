/** Parsing of the SDK config the host page passes in (widget §3 in docs/spec-coverage.md). Bad input throws a WidgetError that says what is wrong. */
import { WidgetError } from './errors';
import { parseCardClientConfig, type CardClientConfig } from './installments/installments';

export interface Amount {
  readonly value: string;
  readonly currency: string;
}

export interface SdkConfig {
  readonly token: string;
  readonly amount: Amount;
  /** The workflow execution response, as the merchant backend received it. */
  readonly execution: unknown;
}

export interface PaymentCompositionOption {
  readonly paymentMethodCode: string;
  /** Method config and stored instruments, still untrusted: widget/drop-in/payment-methods.ts parses them. */
  readonly config?: unknown;
  readonly paymentInstruments?: unknown;
}

/** Links of the lookup result for wallets and redirects (widget §7 in docs/spec-coverage.md); null when the provider sent none. */
export interface PaymentMethodLinks {
  readonly pay: string | null;
  readonly authorizationResult: string | null;
  readonly applePaySession: string | null;
}

export interface CardSaveTarget {
  readonly link: string;
  readonly holderReference: string;
  readonly vaultProviderConfigId: string;
}

export interface ParsedExecution {
  readonly authorizeLink: string;
  readonly selfLink: string | null;
  readonly paymentCompositionOptions: readonly PaymentCompositionOption[];
  readonly paymentLinks: PaymentMethodLinks;
  /** Where the vault frame, icons and challenge pages are served. */
  readonly assetHost: string;
  readonly vaultUrl: string;
  /** The lookup result's BIN lookup link (widget §7 in docs/spec-coverage.md); null when the provider gives none. */
  readonly binLookupLink: string | null;
  /** Where and for whom a card the shopper asks to store is saved (the card-save body of app §3 in docs/spec-coverage.md); null when the provider offers no saving. */
  readonly cardSave: CardSaveTarget | null;
  /** The card option's clientConfig: billing info and installments support (widget §3 in docs/spec-coverage.md). */
  readonly cardClientConfig: CardClientConfig;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const href = (links: unknown, name: string): string | null => {
  const link = isRecord(links) ? links[name] : undefined;
  return isRecord(link) && typeof link.href === 'string' ? link.href : null;
};

const NOT_INITIALIZED = 'SDK was not initialized with workflow execution';

/** Coded errors of the SDK configuration (widget §8 in docs/spec-coverage.md); the code leads the thrown message. */
const CONFIG_ERRORS = {
  WORKFLOW_EXECUTION_NOT_FOUND: NOT_INITIALIZED,
  URL_MISSING: 'a URL the widget needs is missing from the workflow execution',
  CLIENT_CONFIG_MALFORMED: 'Client config malformed',
} as const satisfies Record<string, string>;

const configError = (code: keyof typeof CONFIG_ERRORS, detail: string) => new WidgetError('UNKNOWN_ERROR', `${code}: ${CONFIG_ERRORS[code]}: ${detail}.`);

const cardSaveTarget = (link: string | null, holderReference: unknown, vaultProviderConfigId: unknown): CardSaveTarget | null =>
  link && typeof holderReference === 'string' && holderReference && typeof vaultProviderConfigId === 'string' && vaultProviderConfigId
    ? { link, holderReference, vaultProviderConfigId }
    : null;

/** Reads the lookup result and client meta out of a workflow execution; throws when they are missing. */
function parseExecution(execution: unknown): ParsedExecution {
  if (!isRecord(execution) || !Array.isArray(execution.initialResults)) {
    throw configError('WORKFLOW_EXECUTION_NOT_FOUND', 'initialResults is missing');
  }
  const lookup = execution.initialResults
    .map((r) => (isRecord(r) ? r.body : undefined))
    .find((b): b is Record<string, unknown> => isRecord(b) && b.name === 'lookup');
  const authorizeLink = lookup ? href(lookup.links, 'authorize') : null;
  if (!lookup) throw configError('WORKFLOW_EXECUTION_NOT_FOUND', 'no lookup result');
  if (!authorizeLink) throw configError('URL_MISSING', 'the lookup result has no authorize link');
  const data = isRecord(lookup.data) ? lookup.data : {};
  const options = Array.isArray(data.paymentCompositionOptions) ? data.paymentCompositionOptions : [];
  const paymentCompositionOptions = options.filter(
    (o): o is PaymentCompositionOption => isRecord(o) && typeof o.paymentMethodCode === 'string',
  );
  const cardOption = options.find((o): o is Record<string, unknown> => isRecord(o) && o.paymentMethodCode === 'card');
  const clientConfig = parseCardClientConfig(cardOption?.clientConfig);
  if (!clientConfig.ok) throw configError('CLIENT_CONFIG_MALFORMED', clientConfig.problem);
  const meta = isRecord(execution.meta) ? execution.meta : {};
  const vault = isRecord(meta.vault) ? meta.vault : {};
  if (typeof meta.assetHost !== 'string' || typeof vault.url !== 'string') {
    throw configError('URL_MISSING', 'execution.meta needs assetHost and vault.url');
  }
  return {
    authorizeLink,
    selfLink: href(execution.links, 'self'),
    paymentCompositionOptions,
    paymentLinks: {
      pay: href(lookup.links, 'pay'),
      authorizationResult: href(lookup.links, 'authorizationResult'),
      applePaySession: href(lookup.links, 'applePaySession'),
    },
    assetHost: meta.assetHost.replace(/\/$/, ''),
    vaultUrl: vault.url.replace(/\/$/, ''),
    binLookupLink: href(lookup.links, 'binLookup'),
    cardSave: cardSaveTarget(href(lookup.links, 'saveInstrument'), execution.holderReference, vault.providerConfigId),
    cardClientConfig: clientConfig.config,
  };
}

export function parseSdkConfig(config: SdkConfig): { readonly token: string; readonly amount: Amount; readonly execution: ParsedExecution } {
  if (typeof config.token !== 'string' || config.token === '') throw new WidgetError('AUTHENTICATION_ERROR', 'SDK config needs a session token.');
  if (!isRecord(config.amount) || typeof config.amount.value !== 'string' || typeof config.amount.currency !== 'string') {
    throw new WidgetError('UNKNOWN_ERROR', `${NOT_INITIALIZED}: amount must be { value, currency }.`);
  }
  return { token: config.token, amount: config.amount, execution: parseExecution(config.execution) };
}

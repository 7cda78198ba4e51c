/** Parsing of the SDK config the host page passes in (widget-spec section 3). Bad input throws a WidgetError that says what is wrong. */
import { WidgetError } from './errors';

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
}

export interface ParsedExecution {
  readonly authorizeLink: string;
  readonly selfLink: string | null;
  readonly paymentCompositionOptions: readonly PaymentCompositionOption[];
  /** Where the vault frame, icons and challenge pages are served. */
  readonly assetHost: string;
  readonly vaultUrl: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const href = (links: unknown, name: string): string | null => {
  const link = isRecord(links) ? links[name] : undefined;
  return isRecord(link) && typeof link.href === 'string' ? link.href : null;
};

const NOT_INITIALIZED = 'SDK was not initialized with workflow execution';

/** Reads the lookup result and client meta out of a workflow execution; throws when they are missing. */
export function parseExecution(execution: unknown): ParsedExecution {
  if (!isRecord(execution) || !Array.isArray(execution.initialResults)) {
    throw new WidgetError('UNKNOWN_ERROR', `${NOT_INITIALIZED}: initialResults is missing.`);
  }
  const lookup = execution.initialResults
    .map((r) => (isRecord(r) ? r.body : undefined))
    .find((b): b is Record<string, unknown> => isRecord(b) && b.name === 'lookup');
  const authorizeLink = lookup ? href(lookup.links, 'authorize') : null;
  if (!lookup || !authorizeLink) throw new WidgetError('UNKNOWN_ERROR', `${NOT_INITIALIZED}: no lookup result with an authorize link.`);
  const data = isRecord(lookup.data) ? lookup.data : {};
  const options = Array.isArray(data.paymentCompositionOptions) ? data.paymentCompositionOptions : [];
  const paymentCompositionOptions = options.filter(
    (o): o is PaymentCompositionOption => isRecord(o) && typeof o.paymentMethodCode === 'string',
  );
  const meta = isRecord(execution.meta) ? execution.meta : {};
  const vault = isRecord(meta.vault) ? meta.vault : {};
  if (typeof meta.assetHost !== 'string' || typeof vault.url !== 'string') {
    throw new WidgetError('UNKNOWN_ERROR', 'Client config malformed: execution.meta needs assetHost and vault.url.');
  }
  return {
    authorizeLink,
    selfLink: href(execution.links, 'self'),
    paymentCompositionOptions,
    assetHost: meta.assetHost.replace(/\/$/, ''),
    vaultUrl: vault.url.replace(/\/$/, ''),
  };
}

export function parseSdkConfig(config: SdkConfig): { readonly token: string; readonly amount: Amount; readonly execution: ParsedExecution } {
  if (typeof config.token !== 'string' || config.token === '') throw new WidgetError('AUTHENTICATION_ERROR', 'SDK config needs a session token.');
  if (!isRecord(config.amount) || typeof config.amount.value !== 'string' || typeof config.amount.currency !== 'string') {
    throw new WidgetError('UNKNOWN_ERROR', `${NOT_INITIALIZED}: amount must be { value, currency }.`);
  }
  return { token: config.token, amount: config.amount, execution: parseExecution(config.execution) };
}

import { createBearerTokenCache } from './collect/bearer-token';
import { parseSdkConfig, type SdkConfig } from './config';
import { DEFAULT_ENVIRONMENT, type Environment } from './constants';
import { createDropIn, type DropIn, type DropInOptions, type PaymentEvents } from './drop-in/drop-in';
import { realSleep, type Sleep } from './executor/poller';
import type { Fetch } from './http/payment-api';
import type { LogLevel } from './logger';

export interface ClientOptions {
  /** Session token, amount and workflow execution from the merchant backend. */
  readonly config: SdkConfig;
  /** DEV returns element values to the page; PROD (the default) never does. */
  readonly environment?: Environment;
  /** Returns a vault bearer token (a JWT with `exp`). Required: the card form cannot tokenize without it. Called again only once the last token has expired or was rejected. */
  readonly getBearerToken: () => Promise<string>;
  readonly events?: PaymentEvents;
  /** Injected for tests; the browser's fetch and timers otherwise. */
  readonly fetch?: Fetch;
  readonly sleep?: Sleep;
  /**
   * QA only: multiplies every widget wait (0.01 makes a 20 s wait take 0.2 s). Honoured in DEV only;
   * PROD ignores it, so the spec's timings always hold for shoppers. Default 1.
   */
  readonly timeScale?: number;
  /**
   * What the widget logs, everywhere (drop-in, methods, card form, vault frame): DEBUG, INFO, WARN or
   * ERROR (widget §9 in docs/spec-coverage.md; default ERROR). Never card data.
   * @example createPaymentClient({ config, getBearerToken, logLevel: 'INFO' })
   */
  readonly logLevel?: LogLevel;
}

/** The sleep the widget uses: the injected one, else real timers, scaled in DEV when QA asked for it. */
export function effectiveSleep(options: Pick<ClientOptions, 'sleep' | 'timeScale' | 'environment'>): Sleep | undefined {
  const scale = options.timeScale;
  const scaled = options.environment === 'DEV' && scale !== undefined && Number.isFinite(scale) && scale > 0 && scale !== 1;
  if (!scaled) return options.sleep;
  const base = options.sleep ?? realSleep;
  return (ms) => base(ms * scale);
}

export interface PaymentClient {
  /**
   * The drop-in with every available method.
   * @example client.createDropIn({ payButtonLabel: 'Start trial' }).mount(document.querySelector('#pay')!)
   */
  createDropIn(options?: DropInOptions): DropIn;
}

/** Creates a payment client. Throws a WidgetError naming what is wrong when the config is malformed. */
export function createPaymentClient(options: ClientOptions): PaymentClient {
  const { token, amount, execution } = parseSdkConfig(options.config);
  if (typeof options.getBearerToken !== 'function') {
    throw new TypeError('createPaymentClient: getBearerToken must be a function that returns the vault bearer token.');
  }
  const sleep = effectiveSleep(options);
  // widget §4 in docs/spec-coverage.md: a cached vault token is reused while its exp is in the future, for every drop-in of this client.
  const bearerToken = createBearerTokenCache(options.getBearerToken);
  return {
    createDropIn: (dropInOptions) =>
      createDropIn(
        {
          token,
          amount,
          execution,
          environment: options.environment ?? DEFAULT_ENVIRONMENT,
          bearerToken,
          events: options.events ?? {},
          ...(options.logLevel ? { logLevel: options.logLevel } : {}),
          ...(options.fetch ? { fetch: options.fetch } : {}),
          ...(sleep ? { sleep } : {}),
        },
        dropInOptions,
      ),
  };
}

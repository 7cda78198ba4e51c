import { parseSdkConfig, type SdkConfig } from './config';
import { DEFAULT_ENVIRONMENT, type Environment } from './constants';
import { createDropIn, type DropIn, type DropInOptions, type PaymentEvents } from './drop-in/drop-in';
import type { Sleep } from './executor/poller';
import type { Fetch } from './http/payment-api';

export interface ClientOptions {
  /** Session token, amount and workflow execution from the merchant backend. */
  readonly config: SdkConfig;
  /** DEV returns element values to the page; PROD (the default) never does. */
  readonly environment?: Environment;
  /** Returns a vault bearer token (a JWT). Required: the card form cannot tokenize without it. */
  readonly getBearerToken: () => Promise<string>;
  readonly events?: PaymentEvents;
  /** Injected for tests; the browser's fetch and timers otherwise. */
  readonly fetch?: Fetch;
  readonly sleep?: Sleep;
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
  return {
    createDropIn: (dropInOptions) =>
      createDropIn(
        {
          token,
          amount,
          execution,
          environment: options.environment ?? DEFAULT_ENVIRONMENT,
          getBearerToken: options.getBearerToken,
          events: options.events ?? {},
          ...(options.fetch ? { fetch: options.fetch } : {}),
          ...(options.sleep ? { sleep: options.sleep } : {}),
        },
        dropInOptions,
      ),
  };
}

import { FRAME_HANDSHAKE_TIMEOUT_MS, type Environment } from '../constants';
import { CollectError } from '../collect/collect-errors';
import { CodedError } from '../errors';
import type { Fetch } from '../http/payment-api';
import { lookupBin, type BinLookupResult } from '../installments/bin-lookup';
import { installmentOptionsFor, NO_CARD_CLIENT_CONFIG, type CardClientConfig } from '../installments/installments';
import { realTimers, throttleLatest, type Timers } from '../installments/throttle';
import {
  BUS,
  parseFromFrame,
  type CardElementType,
  type CardFormState,
  type TokenizationResult,
  type ToFrame,
} from '../vault-frame/protocol';
import { createLogger, type Logger, type LogLevel } from '../logger';
import { resolveCardFormOptions } from './options';
import { frameHeight } from './frame-height';
import { activeTag, text } from '../i18n/translator';
import type { CardFormUserOptions } from './options';

export type { CardFormUserOptions } from './options';

/**
 * DOM events on the card frame's iframe, for a host page's focus trap. `leave` (bubbles, cancelable, detail
 * 'next' | 'previous'): Tab left the frame's last field or Shift+Tab its first; a trap that moves focus
 * itself cancels it, else the next or previous control of the page takes focus. `edge` (detail 'first' |
 * 'last'), dispatched by the trap: focus came round to the frame, which then focuses that field.
 */
export const CARD_FRAME_FOCUS_EVENTS = { leave: 'mm-focus-leave', edge: 'mm-focus-edge' } as const;

const FRAME_UNAVAILABLE: TokenizationResult = { ok: false, reason: 'frame-unavailable', message: 'The secure card fields could not be loaded.' };

/** widget §9 in docs/spec-coverage.md: at most one BIN lookup per 500 ms. */
export const BIN_LOOKUP_THROTTLE_MS = 500;

/**
 * The host side of the card form. CONTRACT (used by widget/drop-in): `state()` is the latest change
 * payload `{ isValid, cardNetwork, bin, billingAddress, elements }` (null before the frame's first
 * report); a successful `tokenize()` carries `card` (token, bin, last4, network) and `collected`
 * (storeInstrument, enrollInstrumentToNetworkOffers, selectedInstallment, billingInfo).
 */
export interface CardFormHost {
  /** Resolves once the frame has loaded and announced itself. */
  readonly ready: Promise<void>;
  /** True while the frame could not be created or has not announced itself in time (IFRAME_CREATION_FAILED). */
  readonly unavailable: () => boolean;
  readonly state: () => CardFormState | null;
  /** Asks the frame to show every field error (used before paying). */
  validate(): void;
  tokenize(bearerToken: string, vaultUrl: string): Promise<TokenizationResult>;
  /**
   * DEV only: the element's value (widget §5 in docs/spec-coverage.md). In PROD getting values is disabled and
   * this rejects with SET_VALUE_DISABLED_IN_PROD.
   */
  getValue(element: CardElementType): Promise<string | null>;
  /** DEV only: sets an element's value (for tests). Throws SET_VALUE_DISABLED_IN_PROD in PROD. */
  setValue(element: CardElementType, value: string): void;
  destroy(): void;
}

export interface CardFormOptions {
  readonly assetHost: string;
  readonly environment: Environment;
  readonly onChange: (state: CardFormState) => void;
  /** The merchant's card form options; checked here (throws on wrong types, warns on fallbacks). */
  readonly userOptions?: CardFormUserOptions;
  /** The card option's clientConfig from the lookup result. Default: nothing supported. */
  readonly clientConfig?: CardClientConfig;
  /** Currency of the order, for the installment option texts. Default USD. */
  readonly currency?: string;
  /** Where and with which session token to look bins up; without it no installments are offered. */
  readonly binLookup?: { readonly link: string; readonly token: string } | null;
  /** Injected for tests. */
  readonly fetch?: Fetch;
  readonly timers?: Timers;
  readonly logger?: Logger;
  /** The level the vault frame logs at; the card form option's (default ERROR) when absent. */
  readonly logLevel?: LogLevel;
}

/**
 * Hosts the vault frame: the card inputs live in an iframe on the asset origin, so the card number
 * and CVV never enter this page. Messages are accepted only from that frame and that origin.
 */
export function createCardForm(container: HTMLElement, options: CardFormOptions): CardFormHost {
  const clientConfig = options.clientConfig ?? NO_CARD_CLIENT_CONFIG;
  const resolved = resolveCardFormOptions(options.userOptions, clientConfig, options.currency ?? 'USD');
  const logLevel = options.logLevel ?? resolved.logLevel;
  const logger = options.logger ?? createLogger(logLevel);
  const timers = options.timers ?? realTimers;
  for (const warning of resolved.warnings) logger.warn(warning);

  const iframe = document.createElement('iframe');
  const url = new URL('/vault-frame/index.html', options.assetHost);
  url.searchParams.set('parent', window.location.origin);
  url.searchParams.set('env', options.environment);
  url.searchParams.set('config', JSON.stringify(resolved.frame));
  url.searchParams.set('log', logLevel);
  // The frame speaks the widget's language (issue 33): it loads the same catalogue on its origin.
  url.searchParams.set('locale', activeTag());
  iframe.src = url.toString();
  iframe.title = text('msg.cardFrameTitle');
  iframe.className = 'mm-card-frame';
  iframe.setAttribute('allow', 'payment');
  iframe.style.height = `${frameHeight(resolved.frame)}px`;
  // Until the frame tells its height, this one is computed from the layout (a billing address may still add
  // to it): the frame says so to assistive technology and to tests alike.
  iframe.setAttribute('aria-busy', 'true');
  container.append(iframe);

  const frameOrigin = url.origin;
  let current: CardFormState | null = null;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const pending = new Map<string, (result: TokenizationResult) => void>();
  const pendingValues = new Map<string, (value: string | null) => void>();
  let destroyed = false;
  let frameFailed = false;

  /** widget §8 in docs/spec-coverage.md: the frame was not created or did not answer its handshake; waiting tokenizations end now. */
  const failFrame = (detail: string) => {
    if (frameFailed || destroyed) return;
    frameFailed = true;
    iframe.removeAttribute('aria-busy');
    logger.error(new CodedError('IFRAME_CREATION_FAILED', detail).message);
    for (const resolve of pending.values()) resolve(FRAME_UNAVAILABLE);
    pending.clear();
  };
  const handshake = timers.setTimeout(() => failFrame(`no FRAME_READY within ${FRAME_HANDSHAKE_TIMEOUT_MS} ms`), FRAME_HANDSHAKE_TIMEOUT_MS);
  if (!iframe.contentWindow) failFrame('the iframe has no window: the card form container is not in a document');

  const send = (message: ToFrame) => iframe.contentWindow?.postMessage(message, frameOrigin);

  // Installments: one lookup per 500 ms at most; an answer counts only while its bin is still the form's.
  const lookup = options.binLookup ?? null;
  let lookedUpBin: string | null = null;
  const onLookup = (result: BinLookupResult) => {
    if (destroyed || result.bin !== current?.bin) return;
    if (!result.ok) {
      logger.error(result.error.message);
      send({ bus: BUS, type: 'SET_INSTALLMENTS', options: [] });
      return;
    }
    send({ bus: BUS, type: 'SET_INSTALLMENTS', options: installmentOptionsFor(clientConfig, result.issuerCountry) });
  };
  const throttled =
    lookup && clientConfig.supportsInstallments
      ? throttleLatest<string>(
          (bin) => void lookupBin({ link: lookup.link, token: lookup.token, bin }, options.fetch).then(onLookup),
          BIN_LOOKUP_THROTTLE_MS,
          options.timers ?? realTimers,
        )
      : null;
  const followBin = (bin: string | null) => {
    if (!throttled || bin === lookedUpBin) return;
    lookedUpBin = bin;
    if (bin === null) {
      throttled.cancel();
      send({ bus: BUS, type: 'SET_INSTALLMENTS', options: [] });
    } else {
      throttled.push(bin);
    }
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== frameOrigin || event.source !== iframe.contentWindow) return;
    const message = parseFromFrame(event.data);
    if (!message) return;
    switch (message.type) {
      case 'FRAME_READY':
        timers.clearTimeout(handshake);
        frameFailed = false;
        markReady();
        break;
      case 'CHANGE':
        current = message.state;
        followBin(message.state.bin);
        options.onChange(message.state);
        break;
      case 'HEIGHT':
        iframe.style.height = `${message.px}px`;
        iframe.removeAttribute('aria-busy');
        break;
      case 'TOKENIZATION_RESPONSE':
        pending.get(message.requestId)?.(message.result);
        pending.delete(message.requestId);
        break;
      case 'VALUE':
        pendingValues.get(message.requestId)?.(message.value);
        pendingValues.delete(message.requestId);
        break;
      case 'FOCUS_LEAVE': {
        // A dialog around the frame moves focus round inside itself; without one, the page's next (or previous) control takes it.
        if (!iframe.dispatchEvent(new CustomEvent(CARD_FRAME_FOCUS_EVENTS.leave, { bubbles: true, cancelable: true, detail: message.direction }))) break;
        const stops = Array.from(document.querySelectorAll<HTMLElement>('a,button,input,select,iframe,[tabindex]')).filter((el) => el.tabIndex >= 0 && !(el as HTMLInputElement).disabled);
        stops[stops.indexOf(iframe) + (message.direction === 'next' ? 1 : -1)]?.focus();
        break;
      }
      case 'ESCAPE':
        // As if pressed on the frame element: the dialog around it closes as it does for any Escape inside it.
        iframe.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        break;
    }
  };
  window.addEventListener('message', onMessage);
  // A dialog's focus trap coming round to the frame from its other end: the frame focuses its first or last field.
  iframe.addEventListener(CARD_FRAME_FOCUS_EVENTS.edge, (event) => send({ bus: BUS, type: 'FOCUS_FIELD', edge: (event as CustomEvent<'first' | 'last'>).detail }));

  const refuseInProd = () => {
    if (options.environment !== 'DEV') throw new CollectError('SET_VALUE_DISABLED_IN_PROD');
  };

  return {
    ready,
    unavailable: () => frameFailed,
    state: () => current,
    validate: () => send({ bus: BUS, type: 'VALIDATE_ELEMENT' }),
    tokenize(bearerToken, vaultUrl) {
      const requestId = crypto.randomUUID();
      return new Promise<TokenizationResult>((resolve) => {
        if (frameFailed) return resolve(FRAME_UNAVAILABLE);
        pending.set(requestId, resolve);
        void ready.then(() => send({ bus: BUS, type: 'TOKENIZATION_REQUEST', requestId, bearerToken, vaultUrl }));
      });
    },
    async getValue(element) {
      refuseInProd();
      await ready;
      const requestId = crypto.randomUUID();
      return new Promise<string | null>((resolve) => {
        pendingValues.set(requestId, resolve);
        send({ bus: BUS, type: 'GET_VALUE', requestId, element });
      });
    },
    setValue(element, value) {
      refuseInProd();
      void ready.then(() => send({ bus: BUS, type: 'SET_VALUE', element, value }));
    },
    destroy() {
      destroyed = true;
      timers.clearTimeout(handshake);
      throttled?.cancel();
      window.removeEventListener('message', onMessage);
      for (const resolve of pending.values()) resolve({ ok: false, reason: 'frame-closed', message: 'The card form was closed.' });
      for (const resolve of pendingValues.values()) resolve(null);
      pending.clear();
      pendingValues.clear();
      iframe.remove();
    },
  };
}

import type { Environment } from '../constants';
import { BUS, parseFromFrame, type CardFormState, type TokenizationResult, type ToFrame } from '../vault-frame/protocol';

/**
 * The host side of the card form. CONTRACT (used by widget/drop-in): `state()` is the latest change
 * payload `{ isValid, cardNetwork, bin, billingAddress, elements }` (null before the frame's first
 * report); a successful `tokenize()` carries `card` (token, bin, last4, network) and `collected`
 * (storeInstrument, enrollInstrumentToNetworkOffers, selectedInstallment, billingInfo).
 */
export interface CardFormHost {
  /** Resolves once the frame has loaded and announced itself. */
  readonly ready: Promise<void>;
  readonly state: () => CardFormState | null;
  /** Asks the frame to show every field error (used before paying). */
  validate(): void;
  tokenize(bearerToken: string, vaultUrl: string): Promise<TokenizationResult>;
  destroy(): void;
}

export interface CardFormOptions {
  readonly assetHost: string;
  readonly environment: Environment;
  readonly onChange: (state: CardFormState) => void;
}

/**
 * Hosts the vault frame: the card inputs live in an iframe on the asset origin, so the card number
 * and CVV never enter this page. Messages are accepted only from that frame and that origin.
 */
export function createCardForm(container: HTMLElement, options: CardFormOptions): CardFormHost {
  const iframe = document.createElement('iframe');
  const url = new URL('/vault-frame/index.html', options.assetHost);
  url.searchParams.set('parent', window.location.origin);
  url.searchParams.set('env', options.environment);
  iframe.src = url.toString();
  iframe.title = 'Secure card payment fields';
  iframe.className = 'mm-card-frame';
  iframe.setAttribute('allow', 'payment');
  iframe.style.height = '240px';
  container.append(iframe);

  const frameOrigin = url.origin;
  let current: CardFormState | null = null;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const pending = new Map<string, (result: TokenizationResult) => void>();

  const send = (message: ToFrame) => iframe.contentWindow?.postMessage(message, frameOrigin);

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== frameOrigin || event.source !== iframe.contentWindow) return;
    const message = parseFromFrame(event.data);
    if (!message) return;
    switch (message.type) {
      case 'FRAME_READY':
        markReady();
        break;
      case 'CHANGE':
        current = message.state;
        options.onChange(message.state);
        break;
      case 'HEIGHT':
        iframe.style.height = `${message.px}px`;
        break;
      case 'TOKENIZATION_RESPONSE':
        pending.get(message.requestId)?.(message.result);
        pending.delete(message.requestId);
        break;
    }
  };
  window.addEventListener('message', onMessage);

  return {
    ready,
    state: () => current,
    validate: () => send({ bus: BUS, type: 'VALIDATE_ELEMENT' }),
    async tokenize(bearerToken, vaultUrl) {
      await ready;
      const requestId = crypto.randomUUID();
      return new Promise<TokenizationResult>((resolve) => {
        pending.set(requestId, resolve);
        send({ bus: BUS, type: 'TOKENIZATION_REQUEST', requestId, bearerToken, vaultUrl });
      });
    },
    destroy() {
      window.removeEventListener('message', onMessage);
      for (const resolve of pending.values()) resolve({ ok: false, reason: 'vault-error', message: 'The card form was closed.' });
      pending.clear();
      iframe.remove();
    },
  };
}

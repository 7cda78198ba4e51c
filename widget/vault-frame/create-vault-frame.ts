/**
 * The vault frame: runs on the asset origin, owns the card inputs, and talks to the host page only
 * through the message bus. The host page never sees a card number or CVV, only state and tokens.
 * Its configuration comes from its own URL (see frame-params.ts); every dependency on the browser
 * is passed in, so the frame runs in jsdom under test exactly as it ships.
 */
import { isCollectError, type CollectError } from '../collect/collect-errors';
import { COLLECT_CONTAINER_MOUNT_DELAY_MS } from '../constants';
import type { BillingSection, FrameStorage } from './billing-section';
import { createCardFields } from './card-fields';
import { createInstallmentsSection } from './installments-section';
import { buildStoreCheckbox } from './store-checkbox';
import { readFrameParams } from './frame-params';
import { createLogger } from '../logger';
import { textDirection } from '../i18n/locales';
import { activeLocale, text } from '../i18n/translator';
import { BUS, parseToFrame, type CardFormState, type FromFrame, type TokenizationResult, type TokenizeFailureReason, type TokenizedCard } from './protocol';
import { checkRequestedVaultUrl, configuredVaultUrl } from './vault-url';

export interface VaultFrameDeps {
  /** The frame's document; it must hold #vault-root. */
  readonly document: Document;
  readonly location: Pick<Location, 'origin' | 'search'>;
  /** The host window: the only source of messages and the only target of posts. */
  readonly parent: Pick<Window, 'postMessage'>;
  readonly fetch: typeof fetch;
  readonly storage: FrameStorage;
}

export interface VaultFrame {
  /** Stops listening to the host. */
  destroy(): void;
}

/** Why a collect failed, as the host's closed reason. */
function failureReason(error: unknown): TokenizeFailureReason {
  if (!isCollectError(error)) return 'vault-error';
  if (error.code === 'INVALID_ELEMENT_VALUES') return 'invalid-form';
  return error.code === 'INVALID_VAULT_TOKEN' || error.code === 'INVALID_BEARER_TOKEN' ? 'vault-token-invalid' : 'vault-error';
}

/**
 * The error's message with its catalogue description. The catalogue (developer texts, about 3 kB gzip) loads
 * only when a collect error is reported, never on a payment that succeeds; if it cannot load (the network is
 * down), the message alone, which names the code, is reported.
 */
async function describe(error: CollectError): Promise<string> {
  try {
    return (await import('../collect/collect-error-catalogue')).describeCollectError(error);
  } catch {
    return error.message;
  }
}

export function createVaultFrame(deps: VaultFrameDeps): VaultFrame {
  const { document: doc } = deps;
  const { parentOrigin, environment, config, logLevel } = readFrameParams(deps.location.search, deps.location.origin);
  const logger = createLogger(logLevel);
  const win = doc.defaultView;
  const root = doc.getElementById('vault-root');
  if (!root || !win) throw new Error('Vault frame: #vault-root is missing.');
  // The frame's page speaks the active language (frame.ts activated the host's `locale`): Arabic mirrors the fields.
  doc.documentElement.lang = activeLocale();
  doc.documentElement.dir = textDirection(activeLocale());
  doc.title = text('cardForm.secureFields');
  root.setAttribute('aria-label', text('cardForm.secureFields'));
  /** The only place card data is sent (issue 11, point 4). */
  const vaultUrl = configuredVaultUrl(deps.location);
  const post = (message: FromFrame) => deps.parent.postMessage(message, parentOrigin);
  let bearerToken = '';
  let ready = false;

  const form = doc.createElement('form');
  form.noValidate = true;
  form.setAttribute('aria-label', text('cardForm.cardDetails'));
  form.addEventListener('submit', (e) => e.preventDefault());
  const update = () => {
    if (!ready) return;
    const state = formState();
    render();
    post({ bus: BUS, type: 'CHANGE', state });
  };
  const rows = doc.createElement('div');
  rows.className = 'vf-fields';
  form.append(rows);
  const fields = createCardFields({ document: doc, fetch: deps.fetch, config, environment, vaultUrl, bearerToken: () => bearerToken, onChange: update, target: rows, logger });
  const installments = config.installments ? createInstallmentsSection(doc, config.currency, update) : null;
  // The billing address loads on demand (most card options have none): until it is drawn the form is not valid.
  let billing: BillingSection | null = null;
  const billingSlot = config.billingAddress ? doc.createElement('div') : undefined;
  const store = config.storeInstrument ? buildStoreCheckbox(doc, config.storeInstrument, update) : null;
  form.append(...[installments?.element, billingSlot, store?.row].filter((e) => e !== undefined));
  root.append(form);

  function formState(): CardFormState {
    const elements = fields.states();
    const card = fields.container.cardNumberSummary();
    return {
      isValid: Object.values(elements).every((e) => e.isValid) && (billing ? billing.isValid() : !config.billingAddress),
      cardNetwork: card.network,
      bin: card.bin,
      billingAddress: billing?.info() ?? null,
      elements,
    };
  }

  function render(): void {
    fields.render();
    billing?.render();
  }

  function showAllErrors(): void {
    fields.container.touchAll();
    billing?.showErrors();
  }

  async function tokenize(requestId: string, token: string, requestedVaultUrl: string): Promise<void> {
    const respond = (result: TokenizationResult) => post({ bus: BUS, type: 'TOKENIZATION_RESPONSE', requestId, result });
    const refuse = (reason: TokenizeFailureReason, message: string) => respond({ ok: false, reason, message });
    // Issue 11, point 4: card data goes only to the frame's own configured vault, whatever the host names.
    const vault = checkRequestedVaultUrl(requestedVaultUrl, vaultUrl);
    if (!vault.ok) {
      logger.error(`Vault frame: ${vault.code}: ${vault.detail}.`);
      return refuse('vault-url-refused', `${vault.code}: ${vault.detail}.`);
    }
    if (!formState().isValid) {
      showAllErrors();
      render();
      return refuse('invalid-form', 'The card form is not valid.');
    }
    // The host owns the token and its cache: a token other than the last one replaces the container's cached one.
    if (token !== bearerToken) fields.container.forgetBearerToken();
    bearerToken = token;
    let card: TokenizedCard | null;
    try {
      card = (await fields.container.collect()) as TokenizedCard | null;
    } catch (error) {
      const message = isCollectError(error) ? await describe(error) : error instanceof Error ? error.message : 'The vault request failed.';
      return refuse(failureReason(error), message);
    }
    if (card === null) return refuse('vault-error', 'The vault answered without a token.');
    const collected = {
      storeInstrument: store?.box.checked ?? false,
      enrollInstrumentToNetworkOffers: false,
      selectedInstallment: installments?.selected() ?? null,
      billingInfo: billing?.info() ?? null,
    };
    respond({ ok: true, card, collected });
  }

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== parentOrigin || event.source !== deps.parent) return;
    const message = parseToFrame(event.data);
    if (!message) return;
    switch (message.type) {
      case 'TOKENIZATION_REQUEST':
        void tokenize(message.requestId, message.bearerToken, message.vaultUrl);
        break;
      case 'VALIDATE_ELEMENT':
        showAllErrors();
        update();
        break;
      case 'SET_INSTALLMENTS':
        installments?.set(message.options);
        break;
      case 'GET_VALUE':
        // widget §5 in docs/spec-coverage.md: DEV returns values; PROD returns none, a card number only masked.
        post({ bus: BUS, type: 'VALUE', requestId: message.requestId, value: fields.elements.get(message.element)?.getState().value ?? null });
        break;
      case 'SET_VALUE':
        if (environment === 'DEV') fields.setValue(message.element, message.value);
        break;
      case 'FOCUS_FIELD':
        stops().at(message.edge === 'first' ? 0 : -1)?.focus();
        break;
    }
  };
  /** The form's own Tab stops: its fields, selects and checkbox that are shown. */
  const stops = () => Array.from(form.querySelectorAll<HTMLInputElement>('input,select')).filter((el) => !el.disabled && !el.closest('[hidden]'));
  // The host decides where Tab goes past the frame's first and last field (inside its dialog), and what Escape does.
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      post({ bus: BUS, type: 'ESCAPE' });
      return;
    }
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target !== stops().at(event.shiftKey ? 0 : -1)) return;
    event.preventDefault();
    post({ bus: BUS, type: 'FOCUS_LEAVE', direction: event.shiftKey ? 'previous' : 'next' });
  });
  win.addEventListener('message', onMessage);

  // The form's own height: the document's scroll height would include the iframe's current height.
  // Only once the fields are mounted: the empty form's height (a few pixels) would collapse the host's
  // iframe for a frame or two, and everything below it (the other payment methods) would jump up and back.
  // The first height is posted right after the mount (the host's frame is aria-busy until it comes).
  const postHeight = () => post({ bus: BUS, type: 'HEIGHT', px: Math.ceil(form.getBoundingClientRect().height) });
  const Observer = win.ResizeObserver as typeof ResizeObserver | undefined;
  const observer = Observer
    ? new Observer(() => {
        if (ready) postHeight();
      })
    : null;
  observer?.observe(form);
  // app §9 in docs/spec-coverage.md: the collect container mounts COLLECT_CONTAINER_MOUNT_DELAY_MS after the card form is created.
  const mountTimer = win.setTimeout(() => {
    fields.mount();
    post({ bus: BUS, type: 'FRAME_READY' });
    ready = true;
    update();
    postHeight();
  }, COLLECT_CONTAINER_MOUNT_DELAY_MS);
  // Off the first load, but fetched at once so that Pay never waits for them.
  void import('../collect/collect-body');
  void import('./vault-tokenize');
  if (billingSlot) {
    void import('./billing-section')
      .then(({ createBillingSection }) => {
        billing = createBillingSection({ document: doc, fetch: deps.fetch, storage: deps.storage, required: config.required, onChange: update, logger });
        billingSlot.replaceWith(billing.element);
        return billing.load();
      })
      // Without its billing section the form stays invalid: nothing is paid without the address.
      .catch((error: unknown) => logger.error(`Vault frame: the billing address could not load: ${error instanceof Error ? error.message : String(error)}`));
  }
  return {
    destroy: () => {
      win.clearTimeout(mountTimer);
      win.removeEventListener('message', onMessage);
      observer?.disconnect();
    },
  };
}

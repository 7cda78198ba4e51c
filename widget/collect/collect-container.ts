/**
 * A composable collect container without a DOM of its own (widget §3, §5, §7, §8 in docs/spec-coverage.md): it
 * creates elements from checked options, mounts them through an injected host, keeps their
 * values and states, and collects them into one vault request through an injected transport.
 * The vault frame renders; this decides. Every misuse throws a coded CollectError.
 */
import type { Environment } from '../constants';
import { cardDigits, checkCardNumber, type CardNetwork } from '../card/networks';
import { CollectError, isCollectError, orThrow } from './collect-errors';
import { resolveMountTarget, type MountHost, type MountTarget } from './mount-target';
import type { VaultTransport } from './vault-answer';
import { warningMessage, type CollectWarning } from './collect-warnings';
import { createLogger } from '../logger';
import { createBearerTokenCache, type BearerTokenCache } from './bearer-token';
import { parseVaultUrl } from './container-config';
import { ElementEmitter, type ElementEvent, type ElementEventHandler } from './element-events';
import { parseElementOptions, type ResolvedElement } from './element-options';
import { computeElementState, type ElementState } from './element-state';
import { checkLayout, checkUniqueNames, layoutRows, parseComposableOptions, parseContainerType, type ContainerType } from './layout';

export interface CollectContainerConfig {
  /** COLLECT or COMPOSABLE. */
  readonly type: unknown;
  /** COMPOSABLE only: { layout: number[] }. */
  readonly options?: unknown;
  /** Vault base URL; a trailing slash is stripped. */
  readonly vaultUrl: unknown;
  /** Resolves to a vault JWT. Required (BEARER_TOKEN_MISSING). */
  readonly getBearerToken: unknown;
  readonly host: MountHost;
  readonly transport: VaultTransport;
  /** Default: PROD (no values exposed, setValue disabled). */
  readonly environment?: Environment;
  /** Default: Date.now. */
  readonly now?: () => number;
  /** Default: the widget's logger at its default level (ERROR), so a warning is logged only when asked for. */
  readonly onWarning?: (warning: CollectWarning) => void;
  /** Where `collect` posts, relative to the vault URL. Default: COLLECT_PATH (the vault frame posts to its tokenize path). */
  readonly collectPath?: string;
}

/** Where `collect` sends its request, relative to the vault URL. */
const COLLECT_PATH = '/collect';
/** Leading digits of the live bin (card-industry masking allows 6 for every length). */
const LIVE_BIN_DIGITS = 6;

interface Slot {
  readonly element: ResolvedElement;
  readonly emitter: ElementEmitter;
  value: string;
  isFocused: boolean;
  isMounted: boolean;
  /** Left non-empty once: its errors may show (widget §5 in docs/spec-coverage.md: error style on blur when invalid). */
  isTouched: boolean;
}

/** The handle `container.create` returns. */
export interface CollectElement {
  readonly name: string;
  readonly type: ResolvedElement['type'];
  /** Mounts this element alone (COLLECT containers). */
  mount(target: unknown): void;
  unmount(): void;
  /** Removes the element from the container for good; any later call throws MISSING_UI_ELEMENT. */
  destroy(): void;
  on(event: ElementEvent, handler: ElementEventHandler): void;
  getState(): ElementState;
  /** DEV only; PROD throws SET_VALUE_DISABLED_IN_PROD. */
  setValue(value: string): void;
  /** What the shopper typed, as the frame reports it: the replace pattern applies, CHANGE fires. */
  input(raw: string): void;
  focus(): void;
  /** Leaves the element; a non-empty element is touched from then on. */
  blur(): void;
  isTouched(): boolean;
}

/** The card number as the host may see it while typing: its network and a live bin of 6 digits. */
export interface CardNumberSummary {
  readonly network: CardNetwork | null;
  /** The first 6 digits once 6 are typed: never 8 while typing, since a 16-digit number may still be shortened to 13. */
  readonly bin: string | null;
}

export class CollectContainer {
  readonly type: ContainerType;
  private readonly layout: readonly number[] | null;
  private readonly vaultUrl: string;
  private readonly tokens: BearerTokenCache;
  private readonly slots = new Map<string, Slot>();
  private readonly environment: Environment;
  private readonly now: () => number;
  private readonly warn: (warning: CollectWarning) => void;

  /**
   * Throws EMPTY_/INVALID_CONTAINER_TYPE, the composable options' codes, INVALID_VAULT_URL and
   * BEARER_TOKEN_MISSING, in that order.
   */
  constructor(private readonly config: CollectContainerConfig) {
    this.type = orThrow(parseContainerType(config.type));
    this.layout = this.type === 'COMPOSABLE' ? orThrow(parseComposableOptions(config.options)).layout : null;
    this.vaultUrl = orThrow(parseVaultUrl(config.vaultUrl));
    this.now = config.now ?? Date.now;
    this.tokens = createBearerTokenCache(config.getBearerToken, this.now);
    this.environment = config.environment ?? 'PROD';
    this.warn = config.onWarning ?? ((w) => createLogger().warn(warningMessage(w)));
  }

  /**
   * Creates an element from untrusted options: the options' own codes, DUPLICATE_ELEMENT, or
   * COLLECT_ELEMENT_CREATION_FAILED for anything unexpected (kept as `cause`).
   */
  create(options: unknown): CollectElement {
    let slot: Slot;
    try {
      const result = parseElementOptions(options, { knownElements: new Set(this.slots.keys()) });
      const { element, warnings } = orThrow(result);
      const duplicate = checkUniqueNames([...this.slots.keys(), element.name]);
      if (duplicate) throw duplicate;
      for (const warning of warnings) this.warn(warning);
      slot = { element, emitter: new ElementEmitter(), value: '', isFocused: false, isMounted: false, isTouched: false };
      this.slots.set(element.name, slot);
    } catch (cause) {
      if (isCollectError(cause)) throw cause;
      throw new CollectError('COLLECT_ELEMENT_CREATION_FAILED', null, { cause });
    }
    this.emit(slot, 'CREATED');
    return this.handle(slot.element.name);
  }

  /** Names of the elements, in creation order. */
  get elementNames(): readonly string[] {
    return [...this.slots.keys()];
  }

  /** COMPOSABLE: mounts every element, rows per the layout, whose sum must equal the element count. */
  mount(target: unknown): void {
    if (this.layout !== null) {
      const error = checkLayout(this.layout, this.slots.size);
      if (error) throw error;
    }
    const resolved = orThrow(resolveMountTarget(target, this.config.host));
    const rows = layoutRows(this.elementNames, this.layout ?? [this.slots.size]);
    this.render(resolved, rows);
    for (const slot of this.slots.values()) this.markMounted(slot);
  }

  /** The card number element's network and live bin; both null without one. */
  cardNumberSummary(): CardNumberSummary {
    const card = this.cardSlot();
    const digits = card ? (cardDigits(card.value) ?? '') : '';
    return { network: card ? checkCardNumber(card.value).network : null, bin: digits.length >= LIVE_BIN_DIGITS ? digits.slice(0, LIVE_BIN_DIGITS) : null };
  }

  /** Forgets the cached bearer token (the merchant holds a newer one): the next collect asks getBearerToken again. */
  forgetBearerToken(): void {
    this.tokens.invalidate();
  }

  /** Marks every element touched (a submit attempt): their errors may show. */
  touchAll(): void {
    for (const slot of this.slots.values()) slot.isTouched = true;
  }

  /** Whether every element is valid; throws ELEMENTS_NOT_MOUNTED unless all are mounted. */
  validate(): boolean {
    this.assertMounted();
    return [...this.slots.values()].every((slot) => this.stateOf(slot).isValid);
  }

  /**
   * Sends every element's value (and additional records) to the vault. Throws, in order:
   * ELEMENTS_NOT_MOUNTED, the collect request's codes, INVALID_ELEMENT_VALUES,
   * DUPLICATE_COLUMN_IN_ADDITIONAL_FIELDS, INVALID_BEARER_TOKEN, then the vault's
   * VAULT_CONNECTION_ERROR, INVALID_VAULT_TOKEN or VAULT_NETWORK_ERROR; COLLECT_FAILED for anything else.
   */
  async collect(options?: unknown): Promise<unknown> {
    this.assertMounted();
    // Reading the request and sending it load with the first collect (the vault frame preloads them).
    const { sendCollect } = await import('./collect-body');
    const slots = [...this.slots.values()];
    return sendCollect({
      options,
      slots,
      invalid: slots.filter((slot) => !this.stateOf(slot).isValid).map((slot) => slot.element.name),
      tokens: this.tokens,
      transport: this.config.transport,
      url: `${this.vaultUrl}${this.config.collectPath ?? COLLECT_PATH}`,
    });
  }

  private handle(name: string): CollectElement {
    const live = (): Slot => {
      const slot = this.slots.get(name);
      if (!slot) throw new CollectError('MISSING_UI_ELEMENT', `element "${name}"`);
      return slot;
    };
    const change = (slot: Slot, value: string) => {
      slot.value = value;
      this.emit(slot, 'CHANGE');
    };
    return {
      name,
      type: live().element.type,
      mount: (target) => {
        const slot = live();
        this.render(orThrow(resolveMountTarget(target, this.config.host)), [[name]]);
        this.markMounted(slot);
      },
      unmount: () => {
        live().isMounted = false;
      },
      destroy: () => {
        live();
        this.slots.delete(name);
      },
      on: (event, handler) => live().emitter.on(event, handler),
      getState: () => this.stateOf(live()),
      setValue: (value) => {
        const slot = live();
        if (this.environment === 'PROD') throw new CollectError('SET_VALUE_DISABLED_IN_PROD');
        change(slot, value);
      },
      input: (raw) => {
        const slot = live();
        const pattern = slot.element.replacePattern;
        change(slot, pattern ? raw.replace(pattern.regex, pattern.replacement) : raw);
      },
      focus: () => {
        const slot = live();
        slot.isFocused = true;
        this.emit(slot, 'FOCUS');
      },
      blur: () => {
        const slot = live();
        slot.isFocused = false;
        if (slot.value !== '') slot.isTouched = true;
        this.emit(slot, 'BLUR');
      },
      isTouched: () => live().isTouched,
    };
  }

  private render(target: MountTarget, rows: readonly (readonly string[])[]): void {
    try {
      this.config.host.render?.(target, rows);
    } catch (cause) {
      throw new CollectError('CONTAINER_MOUNT_FAILED', null, { cause });
    }
  }

  private markMounted(slot: Slot): void {
    slot.isMounted = true;
    this.emit(slot, 'MOUNTED');
    this.emit(slot, 'READY');
  }

  private assertMounted(): void {
    const unmounted = [...this.slots.values()].filter((s) => !s.isMounted).map((s) => s.element.name);
    if (this.slots.size === 0 || unmounted.length > 0) {
      throw new CollectError('ELEMENTS_NOT_MOUNTED', unmounted.length > 0 ? unmounted.join(', ') : 'no elements');
    }
  }

  private cardSlot(): Slot | undefined {
    return [...this.slots.values()].find((s) => s.element.type === 'CARD_NUMBER');
  }

  private stateOf(slot: Slot): ElementState {
    const card = this.cardSlot();
    const year = slot.element.type === 'EXPIRATION_MONTH' ? [...this.slots.values()].find((s) => s.element.type === 'EXPIRATION_YEAR') : undefined;
    return computeElementState({
      pairedYear: year ? { value: year.value, yearFormat: year.element.yearFormat } : null,
      element: slot.element,
      value: slot.value,
      isFocused: slot.isFocused,
      environment: this.environment,
      now: new Date(this.now()),
      cardNetwork: card ? checkCardNumber(card.value).network : null,
      otherValue: (other) => this.slots.get(other)?.value,
    });
  }

  private emit(slot: Slot, event: ElementEvent): void {
    slot.emitter.emit({ event, elementName: slot.element.name, state: this.stateOf(slot) });
  }
}

export type { MountHost, MountTarget } from './mount-target';
export type { VaultCall } from './vault-answer';

/**
 * Creates a collect container; see `CollectContainer` for what it throws.
 *
 * @example
 * const container = createCollectContainer({ type: 'COMPOSABLE', options: { layout: [1, 1] }, vaultUrl, getBearerToken, host, transport });
 */
export function createCollectContainer(config: CollectContainerConfig): CollectContainer {
  return new CollectContainer(config);
}

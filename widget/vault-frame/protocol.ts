/**
 * The message bus between the host page and the vault frame (widget §7 in docs/spec-coverage.md). Both sides
 * parse what they receive with these functions: a message that does not parse is ignored.
 * No message from the frame ever carries a card number or CVV; only tokens, bin, last 4, network.
 */
import { EXPIRY_FORMATS, YEAR_FORMATS, type ExpiryFormat, type YearFormat } from '../card/expiry';
import { CARD_NETWORKS, type CardNetwork } from '../card/networks';
import type { ElementType } from '../collect/element-types';

export const BUS = 'mm-vault';

/**
 * The card form's field types: the card subset of the collect ELEMENT_TYPES (widget §3 in docs/spec-coverage.md);
 * a form shows EXPIRATION_DATE or EXPIRATION_MONTH + EXPIRATION_YEAR.
 */
export const CARD_ELEMENT_TYPES = ['CARDHOLDER_NAME', 'CARD_NUMBER', 'EXPIRATION_DATE', 'EXPIRATION_MONTH', 'EXPIRATION_YEAR', 'CVV'] as const satisfies readonly ElementType[];
export type CardElementType = (typeof CARD_ELEMENT_TYPES)[number];

export interface ElementState {
  readonly isEmpty: boolean;
  readonly isComplete: boolean;
  readonly isValid: boolean;
  readonly isFocused: boolean;
  readonly isRequired: boolean;
}

/** Billing address of the card form (widget §2 and §3 in docs/spec-coverage.md): a country and, when it asks for one, a postal code. */
export interface BillingInfo {
  readonly country: { readonly name: string; readonly code: string };
  /** Empty when the country shows no postal code. */
  readonly postalCode: string;
}

/** One installment option (widget §3 in docs/spec-coverage.md): `count` payments of `amount` (decimal string, e.g. "33.33"). */
export interface InstallmentOption {
  readonly count: number;
  readonly amount: string;
}

/**
 * Card form collected values besides the card token (widget §3 in docs/spec-coverage.md), sent with a successful
 * tokenization. CONTRACT with the drop-in / authorize: storeInstrument -> paymentComposition item
 * storeInstrument; enrollInstrumentToNetworkOffers -> paymentInstrumentData; selectedInstallment ->
 * installments.count; billingInfo -> paymentInstrumentData.billingAddress.
 */
export interface CollectedValues {
  /** The store-instrument checkbox; false when the checkbox is not shown. */
  readonly storeInstrument: boolean;
  readonly enrollInstrumentToNetworkOffers: boolean;
  /** The chosen installment option; null for a single payment or when installments are not offered. */
  readonly selectedInstallment: InstallmentOption | null;
  /** Null when the billing address is not shown (the card option does not support billing info). */
  readonly billingInfo: BillingInfo | null;
}

/**
 * The card form change payload (widget §3 in docs/spec-coverage.md: isValid, cardNetwork, bin, billingAddress)
 * plus the per-element booleans the drop-in may use. Never a card number or CVV.
 */
export interface CardFormState {
  readonly isValid: boolean;
  readonly cardNetwork: CardNetwork | null;
  /** The first 6 digits once 6 are typed, never more while typing (the number may still shrink); null before. */
  readonly bin: string | null;
  /** The billing address as selected so far; null when not shown or no country is selected. */
  readonly billingAddress: BillingInfo | null;
  readonly elements: Readonly<Partial<Record<CardElementType, ElementState>>>;
}

export interface TokenizedCard {
  readonly token: string;
  readonly bin: string;
  readonly last4: string;
  readonly network: CardNetwork;
}

/**
 * Why a tokenization failed: a closed set, so that the host never reads message text.
 * vault-url-refused: the request named a vault other than the frame's own (issue 11, point 4).
 * vault-token-invalid: the vault rejected the bearer token (widget §8 in docs/spec-coverage.md, 'Invalid token').
 * frame-unavailable: the frame was never created or never announced itself (IFRAME_CREATION_FAILED).
 */
const TOKENIZE_FAILURE_REASONS = ['invalid-form', 'vault-error', 'vault-token-invalid', 'vault-url-refused', 'frame-closed', 'frame-unavailable'] as const;
export type TokenizeFailureReason = (typeof TOKENIZE_FAILURE_REASONS)[number];

export type TokenizationResult =
  | { readonly ok: true; readonly card: TokenizedCard; readonly collected: CollectedValues }
  | { readonly ok: false; readonly reason: TokenizeFailureReason; readonly message: string };

export type ToFrame =
  | { readonly bus: typeof BUS; readonly type: 'TOKENIZATION_REQUEST'; readonly requestId: string; readonly bearerToken: string; readonly vaultUrl: string }
  | { readonly bus: typeof BUS; readonly type: 'VALIDATE_ELEMENT' }
  | ToFrameExtra;

export type FromFrame =
  | { readonly bus: typeof BUS; readonly type: 'FRAME_READY' }
  | { readonly bus: typeof BUS; readonly type: 'CHANGE'; readonly state: CardFormState }
  | { readonly bus: typeof BUS; readonly type: 'HEIGHT'; readonly px: number }
  | { readonly bus: typeof BUS; readonly type: 'TOKENIZATION_RESPONSE'; readonly requestId: string; readonly result: TokenizationResult }
  | FromFrameExtra;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isElementType = (v: unknown): v is CardElementType => typeof v === 'string' && (CARD_ELEMENT_TYPES as readonly string[]).includes(v);
const isNetwork = (v: unknown): v is CardNetwork => typeof v === 'string' && (CARD_NETWORKS as readonly string[]).includes(v);

function isElementState(v: unknown): v is ElementState {
  return (
    isRecord(v) &&
    ['isEmpty', 'isComplete', 'isValid', 'isFocused', 'isRequired'].every((k) => typeof v[k] === 'boolean')
  );
}

function isBillingInfo(v: unknown): v is BillingInfo {
  if (!isRecord(v) || typeof v.postalCode !== 'string') return false;
  const c = v.country;
  return isRecord(c) && typeof c.name === 'string' && typeof c.code === 'string' && /^[A-Z]{2}$/.test(c.code);
}

export function isInstallmentOption(v: unknown): v is InstallmentOption {
  return isRecord(v) && Number.isInteger(v.count) && (v.count as number) >= 1 && typeof v.amount === 'string' && /^\d+\.\d{2}$/.test(v.amount);
}

function isCollectedValues(v: unknown): v is CollectedValues {
  return (
    isRecord(v) &&
    typeof v.storeInstrument === 'boolean' &&
    typeof v.enrollInstrumentToNetworkOffers === 'boolean' &&
    (v.selectedInstallment === null || isInstallmentOption(v.selectedInstallment)) &&
    (v.billingInfo === null || isBillingInfo(v.billingInfo))
  );
}

function isCardFormState(v: unknown): v is CardFormState {
  if (!isRecord(v) || typeof v.isValid !== 'boolean') return false;
  if (v.cardNetwork !== null && !isNetwork(v.cardNetwork)) return false;
  if (v.bin !== null && !(typeof v.bin === 'string' && /^\d{6,8}$/.test(v.bin))) return false;
  if (v.billingAddress !== null && !isBillingInfo(v.billingAddress)) return false;
  const elements = v.elements;
  if (!isRecord(elements)) return false;
  const known: readonly string[] = CARD_ELEMENT_TYPES;
  return Object.keys(elements).every((k) => known.includes(k) && isElementState(elements[k]));
}

function isTokenizationResult(v: unknown): v is TokenizationResult {
  if (!isRecord(v)) return false;
  if (v.ok === true) {
    const c = v.card;
    return (
      isRecord(c) &&
      typeof c.token === 'string' &&
      typeof c.bin === 'string' &&
      /^\d{6,8}$/.test(c.bin) &&
      /^\d{4}$/.test(String(c.last4)) &&
      isNetwork(c.network) &&
      isCollectedValues(v.collected)
    );
  }
  return v.ok === false && (TOKENIZE_FAILURE_REASONS as readonly unknown[]).includes(v.reason) && typeof v.message === 'string';
}

export function parseFromFrame(data: unknown): FromFrame | null {
  if (!isRecord(data) || data.bus !== BUS) return null;
  switch (data.type) {
    case 'FRAME_READY':
      return { bus: BUS, type: 'FRAME_READY' };
    case 'CHANGE':
      return isCardFormState(data.state) ? { bus: BUS, type: 'CHANGE', state: data.state } : null;
    case 'HEIGHT':
      return typeof data.px === 'number' && Number.isFinite(data.px) && data.px >= 0 ? { bus: BUS, type: 'HEIGHT', px: data.px } : null;
    case 'TOKENIZATION_RESPONSE':
      return typeof data.requestId === 'string' && isTokenizationResult(data.result)
        ? { bus: BUS, type: 'TOKENIZATION_RESPONSE', requestId: data.requestId, result: data.result }
        : null;
    case 'VALUE':
      return typeof data.requestId === 'string' && (data.value === null || typeof data.value === 'string')
        ? { bus: BUS, type: 'VALUE', requestId: data.requestId, value: data.value }
        : null;
    case 'FOCUS_LEAVE':
      return data.direction === 'next' || data.direction === 'previous' ? { bus: BUS, type: 'FOCUS_LEAVE', direction: data.direction } : null;
    case 'ESCAPE':
      return { bus: BUS, type: 'ESCAPE' };
    default:
      return null;
  }
}

export function parseToFrame(data: unknown): ToFrame | null {
  if (!isRecord(data) || data.bus !== BUS) return null;
  switch (data.type) {
    case 'TOKENIZATION_REQUEST':
      return typeof data.requestId === 'string' && typeof data.bearerToken === 'string' && typeof data.vaultUrl === 'string'
        ? { bus: BUS, type: 'TOKENIZATION_REQUEST', requestId: data.requestId, bearerToken: data.bearerToken, vaultUrl: data.vaultUrl }
        : null;
    case 'VALIDATE_ELEMENT':
      return { bus: BUS, type: 'VALIDATE_ELEMENT' };
    case 'SET_INSTALLMENTS':
      return Array.isArray(data.options) && data.options.every(isInstallmentOption)
        ? { bus: BUS, type: 'SET_INSTALLMENTS', options: data.options }
        : null;
    case 'GET_VALUE':
      return typeof data.requestId === 'string' && isElementType(data.element)
        ? { bus: BUS, type: 'GET_VALUE', requestId: data.requestId, element: data.element }
        : null;
    case 'SET_VALUE':
      return isElementType(data.element) && typeof data.value === 'string'
        ? { bus: BUS, type: 'SET_VALUE', element: data.element, value: data.value }
        : null;
    case 'FOCUS_FIELD':
      return data.edge === 'first' || data.edge === 'last' ? { bus: BUS, type: 'FOCUS_FIELD', edge: data.edge } : null;
    default:
      return null;
  }
}

/**
 * The frame's configuration, resolved on the host side from the merchant's card form options and
 * the card option's clientConfig (see widget/card-form/options.ts), and passed in the frame URL's
 * `config` parameter as JSON. The frame parses it with `parseFrameConfig` and refuses to start on
 * anything malformed.
 */
export interface FrameConfig {
  /** Field types in the order shown. */
  readonly layout: readonly CardElementType[];
  readonly expiryFormat: ExpiryFormat;
  readonly yearFormat: YearFormat;
  readonly cardSeparator: ' ' | '-';
  readonly enableCardIcon: boolean;
  /** Marks the labels as required (the fields are always needed for a valid form). */
  readonly required: boolean;
  /** The store-instrument checkbox, or null when it is not shown. */
  readonly storeInstrument: { readonly label: string; readonly checked: boolean; readonly style: Readonly<Record<string, string>> } | null;
  /** The card option supports billing info: the country (and postal code) are shown and required. */
  readonly billingAddress: boolean;
  /** The card option supports installments: the dropdown shows once the host sends options. */
  readonly installments: boolean;
  /** For the installment option texts. */
  readonly currency: string;
}

/** The card fields in the order shown by default. */
export const DEFAULT_LAYOUT: readonly CardElementType[] = ['CARDHOLDER_NAME', 'CARD_NUMBER', 'EXPIRATION_DATE', 'CVV'];

/** The form the frame shows without a `config` parameter: what the host's options resolve to when none are given. */
export const DEFAULT_FRAME_CONFIG: FrameConfig = {
  layout: DEFAULT_LAYOUT,
  expiryFormat: 'MM/YY',
  yearFormat: 'YY',
  cardSeparator: ' ',
  enableCardIcon: true,
  required: false,
  storeInstrument: null,
  billingAddress: false,
  installments: false,
  currency: 'USD',
};

function isStringRecord(v: unknown): v is Record<string, string> {
  return isRecord(v) && Object.values(v).every((x) => typeof x === 'string');
}

export function parseFrameConfig(v: unknown): FrameConfig | null {
  if (!isRecord(v)) return null;
  const layout = v.layout;
  const known: readonly string[] = CARD_ELEMENT_TYPES;
  if (!Array.isArray(layout) || layout.length === 0 || !layout.every((t) => typeof t === 'string' && known.includes(t))) return null;
  if (!(EXPIRY_FORMATS as readonly unknown[]).includes(v.expiryFormat) || !(YEAR_FORMATS as readonly unknown[]).includes(v.yearFormat)) return null;
  if (v.cardSeparator !== ' ' && v.cardSeparator !== '-') return null;
  if (![v.enableCardIcon, v.required, v.billingAddress, v.installments].every((b) => typeof b === 'boolean')) return null;
  if (typeof v.currency !== 'string' || !/^[A-Z]{3}$/.test(v.currency)) return null;
  const store = v.storeInstrument;
  if (store !== null && !(isRecord(store) && typeof store.label === 'string' && typeof store.checked === 'boolean' && isStringRecord(store.style))) return null;
  return v as unknown as FrameConfig;
}

/** Messages of the card form additions: installment options for the issuer country; value get/set in DEV. */
type ToFrameExtra =
  | { readonly bus: typeof BUS; readonly type: 'SET_INSTALLMENTS'; readonly options: readonly InstallmentOption[] }
  | { readonly bus: typeof BUS; readonly type: 'GET_VALUE'; readonly requestId: string; readonly element: CardElementType }
  | { readonly bus: typeof BUS; readonly type: 'SET_VALUE'; readonly element: CardElementType; readonly value: string }
  | ToFrameKeyboard;

type FromFrameExtra =
  | { readonly bus: typeof BUS; readonly type: 'VALUE'; readonly requestId: string; readonly value: string | null }
  | FromFrameKeyboard;

/**
 * Keyboard messages: the host's focus cannot see into the frame, so the frame tells it when Tab leaves its last
 * field ('next') or Shift+Tab its first ('previous') and when Escape is pressed; the host asks it to focus
 * its first or last field when focus comes round to it from the other end of a dialog.
 */
type FocusDirection = 'next' | 'previous';

type FromFrameKeyboard =
  | { readonly bus: typeof BUS; readonly type: 'FOCUS_LEAVE'; readonly direction: FocusDirection }
  | { readonly bus: typeof BUS; readonly type: 'ESCAPE' };

type ToFrameKeyboard = { readonly bus: typeof BUS; readonly type: 'FOCUS_FIELD'; readonly edge: 'first' | 'last' };

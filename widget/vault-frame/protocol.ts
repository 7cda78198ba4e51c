/**
 * The message bus between the host page and the vault frame (widget-spec section 7). Both sides
 * parse what they receive with these functions: a message that does not parse is ignored.
 * No message from the frame ever carries a card number or CVV; only tokens, bin, last 4, network.
 */
import { CARD_NETWORKS, type CardNetwork } from '../card/networks';

export const BUS = 'mm-vault';

export const ELEMENT_TYPES = ['CARDHOLDER_NAME', 'CARD_NUMBER', 'EXPIRATION_DATE', 'CVV'] as const;
export type CardElementType = (typeof ELEMENT_TYPES)[number];

export interface ElementState {
  readonly isEmpty: boolean;
  readonly isComplete: boolean;
  readonly isValid: boolean;
  readonly isFocused: boolean;
  readonly isRequired: boolean;
}

export interface CardFormState {
  readonly isValid: boolean;
  readonly cardNetwork: CardNetwork | null;
  /** First up-to-8 digits once at least 6 are typed; null before. */
  readonly bin: string | null;
  readonly elements: Readonly<Record<CardElementType, ElementState>>;
}

export interface TokenizedCard {
  readonly token: string;
  readonly bin: string;
  readonly last4: string;
  readonly network: CardNetwork;
}

export type TokenizationResult =
  | { readonly ok: true; readonly card: TokenizedCard }
  | { readonly ok: false; readonly reason: 'invalid-form' | 'vault-error'; readonly message: string };

export type ToFrame =
  | { readonly bus: typeof BUS; readonly type: 'TOKENIZATION_REQUEST'; readonly requestId: string; readonly bearerToken: string; readonly vaultUrl: string }
  | { readonly bus: typeof BUS; readonly type: 'VALIDATE_ELEMENT' };

export type FromFrame =
  | { readonly bus: typeof BUS; readonly type: 'FRAME_READY' }
  | { readonly bus: typeof BUS; readonly type: 'CHANGE'; readonly state: CardFormState }
  | { readonly bus: typeof BUS; readonly type: 'HEIGHT'; readonly px: number }
  | { readonly bus: typeof BUS; readonly type: 'TOKENIZATION_RESPONSE'; readonly requestId: string; readonly result: TokenizationResult };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNetwork = (v: unknown): v is CardNetwork => typeof v === 'string' && (CARD_NETWORKS as readonly string[]).includes(v);

function isElementState(v: unknown): v is ElementState {
  return (
    isRecord(v) &&
    ['isEmpty', 'isComplete', 'isValid', 'isFocused', 'isRequired'].every((k) => typeof v[k] === 'boolean')
  );
}

function isCardFormState(v: unknown): v is CardFormState {
  if (!isRecord(v) || typeof v.isValid !== 'boolean') return false;
  if (v.cardNetwork !== null && !isNetwork(v.cardNetwork)) return false;
  if (v.bin !== null && !(typeof v.bin === 'string' && /^\d{6,8}$/.test(v.bin))) return false;
  const elements = v.elements;
  return isRecord(elements) && ELEMENT_TYPES.every((t) => isElementState(elements[t]));
}

function isTokenizationResult(v: unknown): v is TokenizationResult {
  if (!isRecord(v)) return false;
  if (v.ok === true) {
    const c = v.card;
    return (
      isRecord(c) &&
      typeof c.token === 'string' &&
      typeof c.bin === 'string' &&
      /^\d{4}$/.test(String(c.last4)) &&
      isNetwork(c.network)
    );
  }
  return v.ok === false && (v.reason === 'invalid-form' || v.reason === 'vault-error') && typeof v.message === 'string';
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
    default:
      return null;
  }
}

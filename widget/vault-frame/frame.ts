/**
 * The vault frame: runs on the asset origin, owns the card inputs, and talks to the host page only
 * through the message bus. The host page never sees a card number or CVV, only state and tokens.
 */
import './frame.css';
import { binOf, cvvLength, formatExpiryInput, parseExpiry } from '../card/fields';
import { orThrow } from '../collect/collect-errors';
import { parseElementOptions, type ResolvedElement } from '../collect/element-options';
import { computeElementState } from '../collect/element-state';
import { cardDigits, checkCardNumber, formatCardNumber, ruleFor, type CardNetwork } from '../card/networks';
import { FIELD_ERRORS, FIELD_TEXT } from '../messages';
import {
  BUS,
  ELEMENT_TYPES,
  parseToFrame,
  type CardElementType,
  type CardFormState,
  type ElementState,
  type FromFrame,
  type TokenizationResult,
} from './protocol';
import { vaultRequest } from './vault-request';

const params = new URLSearchParams(location.search);
const parentOrigin = params.get('parent');
if (!parentOrigin) throw new Error('Vault frame: the `parent` query parameter is required.');

const NETWORK_LABELS: Record<CardNetwork, string> = {
  amex: 'Amex',
  diners: 'Diners',
  discover: 'Discover',
  hipercard: 'Hipercard',
  jcb: 'JCB',
  maestro: 'Maestro',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

interface FieldSpec {
  readonly type: CardElementType;
  readonly key: keyof typeof FIELD_TEXT;
  readonly autocomplete: string;
  readonly inputMode: 'text' | 'numeric';
}

const FIELDS: readonly (FieldSpec & { readonly type: 'CARDHOLDER_NAME' | 'CARD_NUMBER' | 'EXPIRATION_DATE' | 'CVV' })[] = [
  { type: 'CARDHOLDER_NAME', key: 'holder', autocomplete: 'cc-name', inputMode: 'text' },
  { type: 'CARD_NUMBER', key: 'number', autocomplete: 'cc-number', inputMode: 'numeric' },
  { type: 'EXPIRATION_DATE', key: 'expiry', autocomplete: 'cc-exp', inputMode: 'numeric' },
  { type: 'CVV', key: 'cvv', autocomplete: 'cc-csc', inputMode: 'numeric' },
];

const inputs = {} as Record<CardElementType, HTMLInputElement>;
const errors = {} as Record<CardElementType, HTMLParagraphElement>;
const touched = new Set<CardElementType>();
let focused: CardElementType | null = null;
const brand = document.createElement('span');

function post(message: FromFrame): void {
  window.parent.postMessage(message, parentOrigin as string);
}

function buildField(spec: FieldSpec): HTMLDivElement {
  const wrapper = document.createElement('div');
  wrapper.className = `vf-field vf-${spec.key}`;
  const id = `vf-${spec.key}`;
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = FIELD_TEXT[spec.key].label;
  const control = document.createElement('div');
  control.className = 'vf-control';
  const input = document.createElement('input');
  Object.assign(input, { id, name: spec.key, type: 'text', autocomplete: spec.autocomplete, placeholder: FIELD_TEXT[spec.key].placeholder });
  input.inputMode = spec.inputMode;
  input.spellcheck = false;
  input.required = true;
  input.setAttribute('aria-describedby', `${id}-error`);
  const error = document.createElement('p');
  error.className = 'vf-error';
  error.id = `${id}-error`;
  error.setAttribute('aria-live', 'polite');
  control.append(input);
  if (spec.type === 'CARD_NUMBER') {
    brand.className = 'vf-brand';
    brand.hidden = true;
    control.append(brand);
  }
  wrapper.append(label, control, error);
  inputs[spec.type] = input;
  errors[spec.type] = error;
  return wrapper;
}

function network(): CardNetwork | null {
  return checkCardNumber(inputs.CARD_NUMBER.value).network;
}

/** The frame's four collect elements: all required, rules from widget/collect. */
const ELEMENTS = Object.fromEntries(
  FIELDS.map((spec) => [spec.type, orThrow(parseElementOptions({ type: spec.type, table: 'cards', column: spec.key, required: true })).element]),
) as Record<CardElementType, ResolvedElement>;

function elementState(type: CardElementType): ElementState {
  const state = computeElementState({ element: ELEMENTS[type], value: inputs[type].value, cardNetwork: network() });
  // Only the booleans cross the message bus: `value` stays in the frame, whatever the environment.
  return { isEmpty: state.isEmpty, isComplete: state.isComplete, isValid: state.isValid, isFocused: focused === type, isRequired: state.isRequired };
}

function formState(): CardFormState {
  const elements = Object.fromEntries(FIELDS.map((f) => [f.type, elementState(f.type)])) as Record<CardElementType, ElementState>;
  const digits = cardDigits(inputs.CARD_NUMBER.value) ?? '';
  return {
    isValid: FIELDS.every((f) => elements[f.type].isValid),
    billingAddress: null,
    cardNetwork: network(),
    bin: binOf(digits),
    elements,
  };
}

function renderErrors(state: CardFormState): void {
  for (const spec of FIELDS) {
    const element = state.elements[spec.type];
    if (!element) continue;
    const { isValid, isEmpty } = element;
    const show = touched.has(spec.type) && !isValid && (!isEmpty || focused !== spec.type);
    errors[spec.type].textContent = show ? FIELD_ERRORS[spec.key] : '';
    inputs[spec.type].setAttribute('aria-invalid', String(show));
  }
  const current = state.cardNetwork;
  brand.hidden = current === null;
  brand.textContent = current ? NETWORK_LABELS[current] : '';
  inputs.CVV.maxLength = cvvLength(current);
}

function update(): void {
  const state = formState();
  renderErrors(state);
  post({ bus: BUS, type: 'CHANGE', state });
}

function reformat(type: CardElementType): void {
  const input = inputs[type];
  if (type === 'CARD_NUMBER') {
    const digits = (input.value.replace(/\D/g, '')).slice(0, 19);
    const net = checkCardNumber(digits).network;
    const limited = net ? digits.slice(0, ruleFor(net).maxLength) : digits;
    input.value = formatCardNumber(limited);
  } else if (type === 'EXPIRATION_DATE') {
    input.value = formatExpiryInput(input.value);
  } else if (type === 'CVV') {
    input.value = input.value.replace(/\D/g, '').slice(0, cvvLength(network()));
  }
}

async function tokenize(requestId: string, bearerToken: string, vaultUrl: string): Promise<void> {
  const respond = (result: TokenizationResult) => post({ bus: BUS, type: 'TOKENIZATION_RESPONSE', requestId, result });
  const state = formState();
  if (!state.isValid) {
    for (const t of ELEMENT_TYPES) touched.add(t);
    renderErrors(state);
    respond({ ok: false, reason: 'invalid-form', message: 'The card form is not valid.' });
    return;
  }
  const expiry = parseExpiry(inputs.EXPIRATION_DATE.value);
  const answer = await vaultRequest({
    method: 'POST',
    url: `${vaultUrl.replace(/\/$/, '')}/tokenize`,
    headers: { Authorization: `Bearer ${bearerToken}` },
    body: {
      cardholder_name: inputs.CARDHOLDER_NAME.value.trim(),
      card_number: cardDigits(inputs.CARD_NUMBER.value),
      expiry_month: expiry?.month,
      expiry_year: expiry?.year,
      cvv: inputs.CVV.value,
    },
  });
  if (!answer.ok) {
    respond({ ok: false, reason: 'vault-error', message: answer.message });
    return;
  }
  const body = answer.body as Partial<Record<'token' | 'bin' | 'last4' | 'network', unknown>>;
  const net = body.network;
  if (typeof body.token !== 'string' || typeof body.bin !== 'string' || typeof body.last4 !== 'string' || typeof net !== 'string') {
    respond({ ok: false, reason: 'vault-error', message: 'The vault answered without a token.' });
    return;
  }
  respond({
    ok: true,
    card: { token: body.token, bin: body.bin, last4: body.last4, network: net as CardNetwork },
    collected: { storeInstrument: false, enrollInstrumentToNetworkOffers: false, selectedInstallment: null, billingInfo: null },
  });
}

function mount(): void {
  const root = document.getElementById('vault-root');
  if (!root) throw new Error('Vault frame: #vault-root is missing.');
  const form = document.createElement('form');
  form.noValidate = true;
  form.setAttribute('aria-label', 'Card details');
  const row = (...fields: FieldSpec[]) => {
    const div = document.createElement('div');
    div.className = fields.length > 1 ? 'vf-row vf-row--2' : 'vf-row';
    div.append(...fields.map(buildField));
    return div;
  };
  const [holder, number, expiry, cvv] = FIELDS as [FieldSpec, FieldSpec, FieldSpec, FieldSpec];
  form.append(row(holder), row(number), row(expiry, cvv));
  form.addEventListener('submit', (e) => e.preventDefault());
  root.append(form);

  for (const spec of FIELDS) {
    const input = inputs[spec.type];
    input.addEventListener('input', () => {
      reformat(spec.type);
      update();
    });
    input.addEventListener('focus', () => {
      focused = spec.type;
      update();
    });
    input.addEventListener('blur', () => {
      focused = null;
      if (input.value !== '') touched.add(spec.type);
      update();
    });
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    const message = parseToFrame(event.data);
    if (!message) return;
    switch (message.type) {
      case 'TOKENIZATION_REQUEST':
        void tokenize(message.requestId, message.bearerToken, message.vaultUrl);
        break;
      case 'VALIDATE_ELEMENT':
        for (const t of ELEMENT_TYPES) touched.add(t);
        update();
        break;
    }
  });

  // The form's own height: the document's scroll height would include the iframe's current height.
  new ResizeObserver(() => post({ bus: BUS, type: 'HEIGHT', px: Math.ceil(form.getBoundingClientRect().height) })).observe(form);
  post({ bus: BUS, type: 'FRAME_READY' });
  update();
}

mount();

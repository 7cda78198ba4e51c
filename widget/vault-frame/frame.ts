/**
 * The vault frame: runs on the asset origin, owns the card inputs, and talks to the host page only
 * through the message bus. The host page never sees a card number or CVV, only state and tokens.
 * Its configuration (layout, formats, store checkbox, billing address, installments) comes from the
 * host in the `config` URL parameter (see FrameConfig); the countries JSON is fetched same-origin.
 */
import './frame.css';
import { initialCountry, isValidAddress, isValidPostalCode, billingInfoOf, parseCountries, type Country } from '../billing/countries';
import { cvvLength, binOf } from '../card/fields';
import { formatExpiryInputAs, parseExpiryAs, parseExpiryMonth, parseExpiryYear } from '../card/expiry';
import { exposedElementValue } from '../card/masking';
import { CardFormError, apiErrorCode } from '../card-form/card-form-errors';
import { orThrow } from '../collect/collect-errors';
import { parseElementOptions, type ResolvedElement } from '../collect/element-options';
import { computeElementState } from '../collect/element-state';
import { cardDigits, checkCardNumber, formatCardNumber, ruleFor, type CardNetwork } from '../card/networks';
import { ENVIRONMENTS, type Environment } from '../constants';
import { installmentLabel } from '../installments/installments';
import { CARD_FORM_TEXT, FIELD_ERRORS, FIELD_TEXT } from '../messages';
import {
  BUS,
  DEFAULT_FRAME_CONFIG,
  parseFrameConfig,
  parseToFrame,
  type CardElementType,
  type CardFormState,
  type ElementState,
  type FrameConfig,
  type FromFrame,
  type InstallmentOption,
  type TokenizationResult,
} from './protocol';
import { isVaultTokenRejection, vaultRequest } from './vault-request';
import { checkRequestedVaultUrl, configuredVaultUrl, TOKENIZE_PATH } from './vault-url';

const params = new URLSearchParams(location.search);
const parentOrigin = params.get('parent');
if (!parentOrigin) throw new Error('Vault frame: the `parent` query parameter is required.');
const envParam = params.get('env');
const environment: Environment = (ENVIRONMENTS as readonly (string | null)[]).includes(envParam) ? (envParam as Environment) : 'PROD';

/** Without a `config` parameter the frame shows the default form; a malformed one stops it (never guess). */
function readConfig(): FrameConfig {
  const raw = params.get('config');
  if (raw === null) return DEFAULT_FRAME_CONFIG;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = null;
  }
  const config = parseFrameConfig(json);
  if (!config) throw new Error('Vault frame: the `config` parameter is malformed.');
  return config;
}
const config = readConfig();
/** The only place card data is sent (issue 11, point 4). */
const VAULT_URL = configuredVaultUrl(location);

/**
 * Session storage key of the selected country (widget-spec section 9). Kept in the frame's own
 * (asset-origin) session storage: the country select lives in the frame, so no message round trip
 * is needed, and the merchant page's storage is left alone. Browsers that partition third-party
 * storage keep it per top-level site, which is the scope a shopper's session has anyway.
 */
export const COUNTRY_STORAGE_KEY = 'mm-card-form-country';
const COUNTRIES_PATH = '/static/countries.json';

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
  readonly key: string;
  readonly label: string;
  readonly placeholder: string;
  readonly error: string;
  readonly autocomplete: string;
  readonly inputMode: 'text' | 'numeric';
  /** Short fields share a row with their neighbours. */
  readonly short: boolean;
}

const SPECS: Record<CardElementType, FieldSpec> = {
  CARDHOLDER_NAME: { key: 'holder', ...FIELD_TEXT.holder, error: FIELD_ERRORS.holder, autocomplete: 'cc-name', inputMode: 'text', short: false },
  CARD_NUMBER: {
    key: 'number',
    label: FIELD_TEXT.number.label,
    placeholder: config.cardSeparator === '-' ? FIELD_TEXT.number.placeholder.replace(/ /g, '-') : FIELD_TEXT.number.placeholder,
    error: FIELD_ERRORS.number,
    autocomplete: 'cc-number',
    inputMode: 'numeric',
    short: false,
  },
  EXPIRATION_DATE: {
    key: 'expiry',
    label: `${CARD_FORM_TEXT.expiryLabel} (${config.expiryFormat})`,
    placeholder: config.expiryFormat,
    error: FIELD_ERRORS.expiry,
    autocomplete: 'cc-exp',
    inputMode: 'numeric',
    short: true,
  },
  EXPIRATION_MONTH: {
    key: 'month',
    label: CARD_FORM_TEXT.monthLabel,
    placeholder: CARD_FORM_TEXT.monthPlaceholder,
    error: CARD_FORM_TEXT.monthError,
    autocomplete: 'cc-exp-month',
    inputMode: 'numeric',
    short: true,
  },
  EXPIRATION_YEAR: {
    key: 'year',
    label: CARD_FORM_TEXT.yearLabel,
    placeholder: config.yearFormat,
    error: CARD_FORM_TEXT.yearError,
    autocomplete: 'cc-exp-year',
    inputMode: 'numeric',
    short: true,
  },
  CVV: { key: 'cvv', ...FIELD_TEXT.cvv, error: FIELD_ERRORS.cvv, autocomplete: 'cc-csc', inputMode: 'numeric', short: true },
};

const LAYOUT = config.layout;
const inputs: Partial<Record<CardElementType, HTMLInputElement>> = {};
const errors: Partial<Record<CardElementType, HTMLParagraphElement>> = {};
const touched = new Set<CardElementType>();
let focused: CardElementType | null = null;
const brand = document.createElement('span');

/** The frame's collect elements: all required, rules (and formats) from widget/collect. */
const ELEMENTS = Object.fromEntries(
  LAYOUT.map((type) => {
    const format = type === 'EXPIRATION_DATE' ? config.expiryFormat : type === 'EXPIRATION_YEAR' ? config.yearFormat : undefined;
    const options = { type, table: 'cards', column: SPECS[type].key, required: true, ...(format ? { format } : {}) };
    return [type, orThrow(parseElementOptions(options)).element];
  }),
) as Partial<Record<CardElementType, ResolvedElement>>;

const value = (type: CardElementType): string => inputs[type]?.value ?? '';

function post(message: FromFrame): void {
  window.parent.postMessage(message, parentOrigin as string);
}

function fieldShell(id: string, labelText: string, required: boolean): { wrapper: HTMLDivElement; control: HTMLDivElement; error: HTMLParagraphElement } {
  const wrapper = document.createElement('div');
  const label = document.createElement('label');
  label.htmlFor = id;
  label.textContent = labelText;
  if (required) {
    const mark = document.createElement('span');
    mark.className = 'vf-required';
    mark.textContent = ' *';
    mark.setAttribute('aria-hidden', 'true');
    label.append(mark);
  }
  const control = document.createElement('div');
  control.className = 'vf-control';
  const error = document.createElement('p');
  error.className = 'vf-error';
  error.id = `${id}-error`;
  error.setAttribute('aria-live', 'polite');
  wrapper.append(label, control, error);
  return { wrapper, control, error };
}

function buildField(type: CardElementType): HTMLDivElement {
  const spec = SPECS[type];
  const id = `vf-${spec.key}`;
  const { wrapper, control, error } = fieldShell(id, spec.label, config.required);
  wrapper.className = `vf-field vf-${spec.key}`;
  const input = document.createElement('input');
  Object.assign(input, { id, name: spec.key, type: 'text', autocomplete: spec.autocomplete, placeholder: spec.placeholder });
  input.inputMode = spec.inputMode;
  input.spellcheck = false;
  input.required = true;
  input.setAttribute('aria-describedby', error.id);
  control.append(input);
  if (type === 'CARD_NUMBER' && config.enableCardIcon) {
    brand.className = 'vf-brand';
    brand.hidden = true;
    control.append(brand);
  } else if (type === 'CARD_NUMBER') {
    wrapper.classList.add('vf-number--no-icon');
  }
  inputs[type] = input;
  errors[type] = error;
  return wrapper;
}

function network(): CardNetwork | null {
  return checkCardNumber(value('CARD_NUMBER')).network;
}

function elementState(type: CardElementType, element: ResolvedElement): ElementState {
  const year = ELEMENTS.EXPIRATION_YEAR;
  const pairedYear = type === 'EXPIRATION_MONTH' && year ? { value: value('EXPIRATION_YEAR'), yearFormat: year.yearFormat } : null;
  const state = computeElementState({ element, value: value(type), cardNetwork: network(), pairedYear });
  // Only the booleans cross the message bus: `value` stays in the frame, whatever the environment.
  return { isEmpty: state.isEmpty, isComplete: state.isComplete, isValid: state.isValid, isFocused: focused === type, isRequired: state.isRequired };
}

// ---- Billing address (widget-spec sections 2, 4, 5, 9) ----
const billing = {
  countries: null as readonly Country[] | null,
  failed: false,
  select: null as HTMLSelectElement | null,
  postal: null as HTMLInputElement | null,
  postalField: null as HTMLDivElement | null,
  postalError: null as HTMLParagraphElement | null,
  countryError: null as HTMLParagraphElement | null,
  status: null as HTMLParagraphElement | null,
  countryTouched: false,
};

function selectedCountry(): Country | null {
  const code = billing.select?.value ?? '';
  return billing.countries?.find((c) => c.code === code) ?? null;
}

function addressValid(): boolean {
  if (!config.billingAddress) return true;
  return isValidAddress(selectedCountry(), billing.postal?.value ?? '');
}

function showPostalError(show: boolean): void {
  if (!billing.postal || !billing.postalError) return;
  billing.postal.setAttribute('aria-invalid', String(show));
  billing.postalError.textContent = show ? CARD_FORM_TEXT.postalCodeError : '';
}

function renderPostalVisibility(): void {
  const country = selectedCountry();
  const show = country?.showPostalCode ?? false;
  if (billing.postalField) billing.postalField.hidden = !show;
  if (billing.postal) billing.postal.required = show;
}

function buildBilling(): HTMLDivElement {
  const row = document.createElement('div');
  row.className = 'vf-row vf-row--2 vf-billing';
  const country = fieldShell('vf-country', CARD_FORM_TEXT.countryLabel, config.required);
  country.wrapper.className = 'vf-field vf-country';
  const select = document.createElement('select');
  Object.assign(select, { id: 'vf-country', name: 'country', autocomplete: 'country', required: true });
  select.setAttribute('aria-describedby', country.error.id);
  const placeholder = new Option(CARD_FORM_TEXT.countryPlaceholder, '');
  select.append(placeholder);
  select.disabled = true;
  country.control.append(select);
  const postal = fieldShell('vf-postal', CARD_FORM_TEXT.postalCodeLabel, config.required);
  postal.wrapper.className = 'vf-field vf-postal';
  postal.wrapper.hidden = true;
  const input = document.createElement('input');
  Object.assign(input, { id: 'vf-postal', name: 'postal-code', type: 'text', autocomplete: 'postal-code', placeholder: CARD_FORM_TEXT.postalCodePlaceholder });
  input.spellcheck = false;
  input.setAttribute('aria-describedby', postal.error.id);
  postal.control.append(input);
  const status = document.createElement('p');
  status.className = 'vf-error vf-billing-status';
  status.setAttribute('role', 'alert');
  row.append(country.wrapper, postal.wrapper);
  Object.assign(billing, { select, postal: input, postalField: postal.wrapper, postalError: postal.error, countryError: country.error, status });

  select.addEventListener('change', () => {
    billing.countryTouched = true;
    const code = select.value;
    try {
      if (code) sessionStorage.setItem(COUNTRY_STORAGE_KEY, code);
      else sessionStorage.removeItem(COUNTRY_STORAGE_KEY);
    } catch {
      // Storage blocked (private mode, partitioning): the choice is simply not remembered.
    }
    renderPostalVisibility();
    const chosen = selectedCountry();
    if (chosen && input.value !== '') showPostalError(!isValidPostalCode(chosen, input.value));
    update();
  });
  select.addEventListener('blur', () => {
    billing.countryTouched = true;
    update();
  });
  // widget-spec section 5: the error style appears on blur when invalid and clears on typing.
  input.addEventListener('input', () => {
    showPostalError(false);
    update();
  });
  input.addEventListener('blur', () => {
    const chosen = selectedCountry();
    if (chosen) showPostalError(!isValidPostalCode(chosen, input.value));
    update();
  });
  const wrap = document.createElement('div');
  wrap.append(row, status);
  return wrap;
}

async function loadCountries(): Promise<void> {
  const fail = (error: CardFormError) => {
    billing.failed = true;
    if (billing.status) billing.status.textContent = CARD_FORM_TEXT.countriesUnavailable;
    console.error(error.message);
    update();
  };
  let response: Response;
  try {
    response = await fetch(COUNTRIES_PATH, { headers: { Accept: 'application/json' } });
  } catch (cause) {
    return fail(new CardFormError('API_UNSUCCESSFUL', 'countries JSON: network error', { cause }));
  }
  if (!response.ok) return fail(new CardFormError(apiErrorCode(response.status), `countries JSON: HTTP ${response.status}`));
  const parsed = parseCountries(await response.json().catch(() => null));
  if (!parsed.ok) return fail(new CardFormError('COUNTRIES_MALFORMED', parsed.problem));
  billing.countries = parsed.countries;
  const select = billing.select;
  if (!select) return;
  for (const c of parsed.countries) select.append(new Option(c.name, c.code));
  let remembered: string | null;
  try {
    remembered = sessionStorage.getItem(COUNTRY_STORAGE_KEY);
  } catch {
    // Storage blocked: fall back to the time zone.
    remembered = null;
  }
  const initial = initialCountry(parsed.countries, remembered, Intl.DateTimeFormat().resolvedOptions().timeZone);
  select.value = initial?.code ?? '';
  select.disabled = false;
  renderPostalVisibility();
  update();
}

// ---- Installments (widget-spec sections 2, 5) ----
let installmentOptions: readonly InstallmentOption[] = [];
const installments = { field: null as HTMLDivElement | null, select: null as HTMLSelectElement | null };

function buildInstallments(): HTMLDivElement {
  const shell = fieldShell('vf-installments', CARD_FORM_TEXT.installmentsLabel, false);
  shell.wrapper.className = 'vf-field vf-installments';
  shell.wrapper.hidden = true;
  const select = document.createElement('select');
  Object.assign(select, { id: 'vf-installments', name: 'installments' });
  select.addEventListener('change', () => update());
  shell.control.append(select);
  Object.assign(installments, { field: shell.wrapper, select });
  return shell.wrapper;
}

function setInstallments(options: readonly InstallmentOption[]): void {
  const { field, select } = installments;
  if (!field || !select) return;
  const previous = select.value;
  installmentOptions = options;
  select.replaceChildren(new Option(CARD_FORM_TEXT.installmentsPlaceholder, ''));
  for (const o of options) select.append(new Option(installmentLabel(o, config.currency), String(o.count)));
  select.value = options.some((o) => String(o.count) === previous) ? previous : '';
  field.hidden = options.length === 0;
  update();
}

function selectedInstallment(): InstallmentOption | null {
  const count = installments.select?.value ?? '';
  return installmentOptions.find((o) => String(o.count) === count) ?? null;
}

// ---- Store checkbox ----
let storeBox: HTMLInputElement | null = null;

function buildStoreCheckbox(store: NonNullable<FrameConfig['storeInstrument']>): HTMLDivElement {
  const row = document.createElement('div');
  row.className = 'vf-check';
  for (const [property, v] of Object.entries(store.style)) row.style.setProperty(property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), v);
  const box = document.createElement('input');
  Object.assign(box, { type: 'checkbox', id: 'vf-store', name: 'store-instrument', checked: store.checked });
  box.addEventListener('change', () => update());
  const label = document.createElement('label');
  label.htmlFor = 'vf-store';
  label.textContent = store.label;
  row.append(box, label);
  storeBox = box;
  return row;
}

// ---- State, rendering, tokenization ----
function formState(): CardFormState {
  const elements: Partial<Record<CardElementType, ElementState>> = {};
  for (const type of LAYOUT) {
    const element = ELEMENTS[type];
    if (element) elements[type] = elementState(type, element);
  }
  const digits = cardDigits(value('CARD_NUMBER')) ?? '';
  return {
    isValid: LAYOUT.every((t) => elements[t]?.isValid === true) && addressValid(),
    cardNetwork: network(),
    bin: binOf(digits),
    billingAddress: config.billingAddress ? billingInfoOf(selectedCountry(), billing.postal?.value ?? '') : null,
    elements,
  };
}

function renderErrors(state: CardFormState): void {
  for (const type of LAYOUT) {
    const element = state.elements[type];
    const input = inputs[type];
    const error = errors[type];
    if (!element || !input || !error) continue;
    const show = touched.has(type) && !element.isValid && (!element.isEmpty || focused !== type);
    error.textContent = show ? SPECS[type].error : '';
    input.setAttribute('aria-invalid', String(show));
  }
  if (config.billingAddress && billing.select && billing.countryError) {
    const show = billing.countryTouched && !billing.failed && billing.countries !== null && billing.select.value === '';
    billing.countryError.textContent = show ? CARD_FORM_TEXT.countryError : '';
    billing.select.setAttribute('aria-invalid', String(show));
  }
  const current = state.cardNetwork;
  brand.hidden = current === null;
  brand.textContent = current ? NETWORK_LABELS[current] : '';
  if (inputs.CVV) inputs.CVV.maxLength = cvvLength(current);
}

function update(): void {
  const state = formState();
  renderErrors(state);
  post({ bus: BUS, type: 'CHANGE', state });
}

function showAllErrors(): void {
  for (const t of LAYOUT) touched.add(t);
  billing.countryTouched = true;
  const country = selectedCountry();
  if (country && billing.postal) showPostalError(!isValidPostalCode(country, billing.postal.value));
}

function reformat(type: CardElementType, input: HTMLInputElement): void {
  switch (type) {
    case 'CARD_NUMBER': {
      const digits = input.value.replace(/\D/g, '').slice(0, 19);
      const net = checkCardNumber(digits).network;
      const limited = net ? digits.slice(0, ruleFor(net).maxLength) : digits;
      input.value = formatCardNumber(limited, config.cardSeparator);
      return;
    }
    case 'EXPIRATION_DATE':
      input.value = formatExpiryInputAs(input.value, config.expiryFormat);
      return;
    case 'EXPIRATION_MONTH':
      input.value = input.value.replace(/\D/g, '').slice(0, 2);
      return;
    case 'EXPIRATION_YEAR':
      input.value = input.value.replace(/\D/g, '').slice(0, config.yearFormat.length);
      return;
    case 'CVV':
      input.value = input.value.replace(/\D/g, '').slice(0, cvvLength(network()));
      return;
    case 'CARDHOLDER_NAME':
      return;
  }
}

function expiry(): { month: number; year: number } | null {
  if (LAYOUT.includes('EXPIRATION_DATE')) return parseExpiryAs(value('EXPIRATION_DATE'), config.expiryFormat);
  const month = parseExpiryMonth(value('EXPIRATION_MONTH'));
  const year = parseExpiryYear(value('EXPIRATION_YEAR'), config.yearFormat);
  return month === null || year === null ? null : { month, year };
}

/** The vault's answer to a tokenization: only the token is taken from it; bin, last 4 and network come from the frame's own rules. */
function vaultToken(body: unknown): string | null {
  const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : undefined;
  return typeof token === 'string' && token !== '' ? token : null;
}

async function tokenize(requestId: string, bearerToken: string, requestedVaultUrl: string | undefined): Promise<void> {
  const respond = (result: TokenizationResult) => post({ bus: BUS, type: 'TOKENIZATION_RESPONSE', requestId, result });
  // Issue 11, point 4: card data goes only to the frame's own configured vault, whatever the host names.
  const vault = checkRequestedVaultUrl(requestedVaultUrl, VAULT_URL);
  if (!vault.ok) {
    console.error(`Vault frame: ${vault.code}: ${vault.detail}.`);
    respond({ ok: false, reason: 'vault-url-refused', message: `${vault.code}: ${vault.detail}.` });
    return;
  }
  const state = formState();
  if (!state.isValid) {
    showAllErrors();
    renderErrors(formState());
    respond({ ok: false, reason: 'invalid-form', message: 'The card form is not valid.' });
    return;
  }
  const date = expiry();
  const digits = cardDigits(value('CARD_NUMBER')) ?? '';
  const answer = await vaultRequest({
    method: 'POST',
    url: `${vault.url}${TOKENIZE_PATH}`,
    headers: { Authorization: `Bearer ${bearerToken}` },
    body: {
      cardholder_name: value('CARDHOLDER_NAME').trim(),
      card_number: digits,
      expiry_month: date?.month,
      expiry_year: date?.year,
      cvv: value('CVV'),
    },
  });
  if (!answer.ok) {
    respond({ ok: false, reason: isVaultTokenRejection(answer.message) ? 'vault-token-invalid' : 'vault-error', message: answer.message });
    return;
  }
  const token = vaultToken(answer.body);
  const bin = binOf(digits);
  const net = network();
  if (token === null || bin === null || net === null) {
    respond({ ok: false, reason: 'vault-error', message: 'The vault answered without a token.' });
    return;
  }
  respond({
    ok: true,
    // Never the vault's own bin: the host gets 6 or 8 leading digits by the frame's rule, and the last 4.
    card: { token, bin, last4: digits.slice(-4), network: net },
    collected: {
      storeInstrument: storeBox?.checked ?? false,
      enrollInstrumentToNetworkOffers: false,
      selectedInstallment: selectedInstallment(),
      billingInfo: state.billingAddress,
    },
  });
}

function rows(): HTMLDivElement[] {
  const out: HTMLDivElement[] = [];
  let run: CardElementType[] = [];
  const flush = () => {
    if (run.length === 0) return;
    const div = document.createElement('div');
    div.className = `vf-row vf-row--${run.length}`;
    div.append(...run.map(buildField));
    out.push(div);
    run = [];
  };
  for (const type of LAYOUT) {
    if (SPECS[type].short) {
      run.push(type);
      continue;
    }
    flush();
    run = [type];
    flush();
  }
  flush();
  return out;
}

function mount(): void {
  const root = document.getElementById('vault-root');
  if (!root) throw new Error('Vault frame: #vault-root is missing.');
  const form = document.createElement('form');
  form.noValidate = true;
  form.setAttribute('aria-label', 'Card details');
  form.append(...rows());
  if (config.installments) form.append(buildInstallments());
  if (config.billingAddress) form.append(buildBilling());
  if (config.storeInstrument) form.append(buildStoreCheckbox(config.storeInstrument));
  form.addEventListener('submit', (e) => e.preventDefault());
  root.append(form);

  for (const type of LAYOUT) {
    const input = inputs[type];
    if (!input) continue;
    input.addEventListener('input', () => {
      reformat(type, input);
      update();
    });
    input.addEventListener('focus', () => {
      focused = type;
      update();
    });
    input.addEventListener('blur', () => {
      focused = null;
      if (input.value !== '') touched.add(type);
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
        showAllErrors();
        update();
        break;
      case 'SET_INSTALLMENTS':
        if (config.installments) setInstallments(message.options);
        break;
      case 'GET_VALUE': {
        // widget-spec section 5: DEV returns values; PROD returns none, a card number only masked.
        const v = inputs[message.element] ? value(message.element) : null;
        const exposed = v === null ? null : exposedElementValue(v, message.element === 'CARD_NUMBER' ? 'cardNumber' : 'other', environment);
        post({ bus: BUS, type: 'VALUE', requestId: message.requestId, value: exposed });
        break;
      }
      case 'SET_VALUE': {
        const input = inputs[message.element];
        if (environment !== 'DEV' || !input) break;
        input.value = message.value;
        reformat(message.element, input);
        update();
        break;
      }
    }
  });

  // The form's own height: the document's scroll height would include the iframe's current height.
  new ResizeObserver(() => post({ bus: BUS, type: 'HEIGHT', px: Math.ceil(form.getBoundingClientRect().height) })).observe(form);
  post({ bus: BUS, type: 'FRAME_READY' });
  update();
  if (config.billingAddress) void loadCountries();
}

mount();

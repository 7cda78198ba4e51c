/**
 * The billing address of the card form (widget §2, §4, §5, §9 in docs/spec-coverage.md): a country select filled
 * from the countries JSON (same origin), and a postal code when the country asks for one.
 */
import type { Logger } from '../logger';
import { initialCountry, isValidAddress, isValidPostalCode, billingInfoOf, parseCountries, type Country } from '../billing/countries';
import { CardFormError, apiErrorCode } from '../card-form/card-form-errors';
import { text } from '../i18n/translator';
import { fieldShell } from './field-dom';
import type { BillingInfo } from './protocol';

/**
 * Session storage key of the selected country (widget §9 in docs/spec-coverage.md). Kept in the frame's own
 * (asset-origin) session storage: the country select lives in the frame, so no message round trip
 * is needed, and the merchant page's storage is left alone.
 */
const COUNTRY_STORAGE_KEY = 'mm-card-form-country';
const COUNTRIES_PATH = '/static/countries.json';

/** The storage the frame may use; null when the browser blocks it. */
export type FrameStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

export interface BillingDeps {
  /** The frame's logger. */
  readonly logger: Logger;
  readonly document: Document;
  readonly fetch: typeof fetch;
  readonly storage: FrameStorage;
  readonly required: boolean;
  /** Called after every change the form state depends on. */
  readonly onChange: () => void;
}

export interface BillingSection {
  readonly element: HTMLDivElement;
  isValid(): boolean;
  info(): BillingInfo | null;
  /** A submit attempt: the country and postal code errors may show. */
  showErrors(): void;
  render(): void;
  /** Fetches the countries and selects the remembered one, else the time zone's. */
  load(): Promise<void>;
}

export function createBillingSection(deps: BillingDeps): BillingSection {
  const doc = deps.document;
  let countries: readonly Country[] | null = null;
  let failed = false;
  let countryTouched = false;
  const row = doc.createElement('div');
  row.className = 'vf-row vf-row--2 vf-billing';
  const country = fieldShell(doc, 'vf-country', text('cardForm.countryLabel'), deps.required);
  country.wrapper.className = 'vf-field vf-country';
  const select = doc.createElement('select');
  Object.assign(select, { id: 'vf-country', name: 'country', autocomplete: 'country', required: true, disabled: true });
  select.setAttribute('aria-describedby', country.error.id);
  select.append(new Option(text('cardForm.countryPlaceholder'), ''));
  country.control.append(select);
  const postal = fieldShell(doc, 'vf-postal', text('cardForm.postalCodeLabel'), deps.required);
  postal.wrapper.className = 'vf-field vf-postal';
  postal.wrapper.hidden = true;
  const input = doc.createElement('input');
  Object.assign(input, { id: 'vf-postal', name: 'postal-code', type: 'text', autocomplete: 'postal-code', placeholder: text('cardForm.postalCodePlaceholder') });
  input.spellcheck = false;
  input.setAttribute('aria-describedby', postal.error.id);
  postal.control.append(input);
  const status = doc.createElement('p');
  status.className = 'vf-error vf-billing-status';
  status.setAttribute('role', 'alert');
  row.append(country.wrapper, postal.wrapper);
  const element = doc.createElement('div');
  element.append(row, status);

  const selected = (): Country | null => countries?.find((c) => c.code === select.value) ?? null;
  const showPostalError = (show: boolean) => {
    input.setAttribute('aria-invalid', String(show));
    postal.error.textContent = show ? text('cardForm.postalCodeError') : '';
  };
  const checkPostal = () => {
    const chosen = selected();
    if (chosen) showPostalError(!isValidPostalCode(chosen, input.value));
  };
  const renderPostalVisibility = () => {
    const show = selected()?.showPostalCode ?? false;
    postal.wrapper.hidden = !show;
    input.required = show;
  };

  select.addEventListener('change', () => {
    countryTouched = true;
    try {
      if (select.value) deps.storage?.setItem(COUNTRY_STORAGE_KEY, select.value);
      else deps.storage?.removeItem(COUNTRY_STORAGE_KEY);
    } catch {
      // Storage blocked (private mode, partitioning): the choice is simply not remembered.
    }
    renderPostalVisibility();
    if (input.value !== '') checkPostal();
    deps.onChange();
  });
  select.addEventListener('blur', () => {
    countryTouched = true;
    deps.onChange();
  });
  // widget §5 in docs/spec-coverage.md: the error style appears on blur when invalid and clears on typing.
  input.addEventListener('input', () => {
    showPostalError(false);
    deps.onChange();
  });
  input.addEventListener('blur', () => {
    checkPostal();
    deps.onChange();
  });

  const fail = (error: CardFormError) => {
    failed = true;
    status.textContent = text('cardForm.countriesUnavailable');
    deps.logger.error(error.message);
    deps.onChange();
  };

  return {
    element,
    isValid: () => isValidAddress(selected(), input.value),
    info: () => billingInfoOf(selected(), input.value),
    showErrors: () => {
      countryTouched = true;
      checkPostal();
    },
    render: () => {
      const show = countryTouched && !failed && countries !== null && select.value === '';
      country.error.textContent = show ? text('cardForm.countryError') : '';
      select.setAttribute('aria-invalid', String(show));
    },
    load: async () => {
      let response: Response;
      try {
        response = await deps.fetch(COUNTRIES_PATH, { headers: { Accept: 'application/json' } });
      } catch (cause) {
        return fail(new CardFormError('API_UNSUCCESSFUL', 'countries JSON: network error', { cause }));
      }
      if (!response.ok) return fail(new CardFormError(apiErrorCode(response.status), `countries JSON: HTTP ${response.status}`));
      const parsed = parseCountries(await response.json().catch(() => null));
      if (!parsed.ok) return fail(new CardFormError('COUNTRIES_MALFORMED', parsed.problem));
      countries = parsed.countries;
      for (const c of parsed.countries) select.append(new Option(c.name, c.code));
      let remembered: string | null;
      try {
        remembered = deps.storage?.getItem(COUNTRY_STORAGE_KEY) ?? null;
      } catch {
        // Storage blocked: fall back to the time zone.
        remembered = null;
      }
      select.value = initialCountry(parsed.countries, remembered, Intl.DateTimeFormat().resolvedOptions().timeZone)?.code ?? '';
      select.disabled = false;
      renderPostalVisibility();
      deps.onChange();
    },
  };
}

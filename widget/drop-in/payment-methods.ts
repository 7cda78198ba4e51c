/**
 * The drop-in's methods from the lookup's paymentCompositionOptions (widget §2, §3, §5 in docs/spec-coverage.md),
 * parsed once into plain values. An option the widget cannot read is left out, never guessed at.
 */
import { parseCollectBrand, type CollectBrand } from '../card/brands';
import type { PaymentCompositionOption } from '../config';
import { CodedError } from '../errors';
import { createLogger, type Logger } from '../logger';
import type { ApplePayConfig } from '../wallets/apple-pay';
import type { GooglePayButtonStyles, GooglePayConfig } from '../wallets/google-pay';
import type { PayPalConfig } from '../wallets/paypal';
import { payPalIntegrationMode } from '../constants';
import { text } from '../i18n/translator';


/** Payment instrument statuses (widget §3 in docs/spec-coverage.md): a closed set; an instrument with any other status is left out. */
const INSTRUMENT_STATUSES = ['enabled', 'created', 'deleted', 'disabled', 'invalid', 'transient'] as const;
type InstrumentStatus = (typeof INSTRUMENT_STATUSES)[number];
const isInstrumentStatus = (v: unknown): v is InstrumentStatus => (INSTRUMENT_STATUSES as readonly unknown[]).includes(v);

export interface StoredInstrument {
  readonly id: string;
  readonly paymentMethod: 'card' | 'payPal' | 'googlePay';
  readonly status: InstrumentStatus;
  /** displayName, or "Unavailable" when the provider sent none. */
  readonly label: string;
  /** The card's brand (DEFAULT when the provider names none, and for PayPal). */
  readonly brand: CollectBrand;
}

export interface RedirectMethod {
  readonly name: string;
  readonly label: string;
  /** The instant-payment method (pix): popup and polling instead of navigating away. */
  readonly instantPayment: boolean;
}

export interface DropInMethods {
  readonly card: boolean;
  readonly storedInstruments: readonly StoredInstrument[];
  readonly applePay: ApplePayConfig | null;
  readonly googlePay: GooglePayConfig | null;
  readonly payPal: PayPalConfig | null;
  readonly redirects: readonly RedirectMethod[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** The brand an instrument's data.network names; DEFAULT when it names none, null when it is no brand. */
const brandOf = (network: unknown): CollectBrand | null =>
  network === undefined || network === null || network === '' ? 'DEFAULT' : typeof network === 'string' ? parseCollectBrand(network) : null;
const ABSOLUTE_URL = /^https?:\/\/[^/\s]+/;

const GOOGLE_PAY_STYLE_KEYS = ['buttonColor', 'buttonType', 'buttonSizeMode', 'buttonLocale'] as const;

/** The Google Pay button styles given as non-empty strings; null when none is. */
function googlePayStyles(raw: unknown): GooglePayButtonStyles | null {
  if (!isRecord(raw)) return null;
  const entries = GOOGLE_PAY_STYLE_KEYS.flatMap((key) => {
    const value = str(raw[key]);
    return value ? [[key, value] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

function instruments(option: PaymentCompositionOption, method: StoredInstrument['paymentMethod'], logger: Logger): StoredInstrument[] {
  /** A stored instrument that cannot be read is left out, and said so in the log (INSTRUMENT_INVALID). */
  const reportInstrument = (detail: string) => logger.error(new CodedError('INSTRUMENT_INVALID', detail).message);
  const list = Array.isArray(option.paymentInstruments) ? option.paymentInstruments : [];
  return list.flatMap((raw) => {
    if (!isRecord(raw)) return [];
    const id = str(raw.id);
    const status = raw.status;
    if (!id) return [];
    if (!isInstrumentStatus(status)) {
      reportInstrument(`${method} instrument ${id}: status ${JSON.stringify(status)} is none of ${INSTRUMENT_STATUSES.join(', ')}`);
      return [];
    }
    // widget §5 in docs/spec-coverage.md: saved PayPal and Google Pay instruments are listed only when enabled.
    if (method !== 'card' && status !== 'enabled') return [];
    const data = isRecord(raw.data) ? raw.data : {};
    // A PayPal instrument is no card: its data.network names the wallet.
    const brand = method === 'payPal' ? 'DEFAULT' : brandOf(data.network);
    if (brand === null) {
      reportInstrument(`${method} instrument ${id}: data.network ${JSON.stringify(data.network)} is no card brand`);
      return [];
    }
    return [{ id, paymentMethod: method, status, label: str(raw.displayName) ?? text('msg.unavailableInstrument'), brand }];
  });
}

export function parseDropInMethods(options: readonly PaymentCompositionOption[], logger: Logger = createLogger()): DropInMethods {
  /** A wallet option that cannot be read is left out, and said so in the log (WALLET_CONFIG_INVALID). */
  const reportUnreadable = (detail: string) => logger.error(new CodedError('WALLET_CONFIG_INVALID', detail).message);
  let card = false;
  const stored: StoredInstrument[] = [];
  let applePay: ApplePayConfig | null = null;
  let googlePay: GooglePayConfig | null = null;
  let payPal: PayPalConfig | null = null;
  const redirects: RedirectMethod[] = [];
  for (const option of options) {
    const config = isRecord(option.config) ? option.config : {};
    switch (option.paymentMethodCode) {
      case 'card':
        card = true;
        stored.push(...instruments(option, 'card', logger));
        break;
      case 'applePay': {
        const countryCode = str(config.countryCode);
        const createSessionUrl = str(config.createSessionUrl);
        if (!countryCode) reportUnreadable('applePay: no countryCode');
        else if (config.createSessionUrl !== undefined && !(createSessionUrl && ABSOLUTE_URL.test(createSessionUrl))) reportUnreadable('applePay: createSessionUrl is not an absolute http(s) URL');
        else {
          applePay = {
            countryCode,
            supportedNetworks: strings(config.supportedNetworks),
            merchantCapabilities: strings(config.merchantCapabilities),
            requiredBillingContactFields: strings(config.requiredBillingContactFields),
            ...(createSessionUrl ? { createSessionUrl } : {}),
          };
        }
        break;
      }
      case 'googlePay': {
        const info = isRecord(config.merchantInfo) ? config.merchantInfo : {};
        const merchantId = str(info.merchantId);
        const merchantName = str(info.merchantName);
        if (merchantId && merchantName) {
          const environment = str(config.environment);
          const networks = strings(config.allowedCardNetworks);
          const styles = googlePayStyles(config.styles);
          googlePay = {
            merchantInfo: { merchantId, merchantName },
            ...(environment ? { environment } : {}),
            ...(networks.length ? { allowedCardNetworks: networks } : {}),
            ...(styles ? { styles } : {}),
          };
        } else reportUnreadable('googlePay: no merchantInfo.merchantId and merchantName');
        stored.push(...instruments(option, 'googlePay', logger));
        break;
      }
      case 'payPal': {
        const clientId = str(config.clientId);
        const captureMode = str(config.captureMode);
        const mode = config.integrationMode;
        if (!clientId) reportUnreadable('payPal: no clientId');
        else payPal = { clientId, ...(captureMode ? { captureMode } : {}), ...(mode !== undefined ? { integrationMode: payPalIntegrationMode(mode) } : {}) };
        stored.push(...instruments(option, 'payPal', logger));
        break;
      }
      case 'genericRedirect': {
        const name = str(config.paymentMethod);
        if (name) redirects.push({ name, label: str(config.label) ?? name, instantPayment: config.instantPayment === true });
        break;
      }
      default:
        break;
    }
  }
  return { card, storedInstruments: stored, applePay, googlePay, payPal, redirects };
}

/** Networks with their own mark on the asset host; any other card shows the generic card. */
const NETWORK_ICONS: ReadonlySet<string> = new Set(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'paypal']);

/** Icon file under the asset host's /sdk/icons/ for a network or method. */
export function iconName(network: string | null): string {
  const name = network?.toLowerCase() ?? '';
  return NETWORK_ICONS.has(name) ? name : 'card';
}

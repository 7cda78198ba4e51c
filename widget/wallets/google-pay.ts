/** Google Pay (widget §4 and §9 in docs/spec-coverage.md): API 2.0, FINAL, button black/long/fill, TEST by default; pending -> 3-D Secure. */
import { withBillingAddress } from './billing-address';
import { GOOGLE_PAY_API_VERSION, GOOGLE_PAY_BUTTON, GOOGLE_PAY_DEFAULT_ENVIRONMENT, GOOGLE_PAY_PRICE_STATUS, WALLET_SDK_PATHS } from '../constants';
import { failure } from '../executor/outcome';
import { pay } from '../executor/pay';
import { fromWalletContact, type DeliveryAddress } from './delivery-address';
import { loadScript } from './script-loader';
import type { MountedWallet, WalletContext } from './wallet-types';
import { activeLocale, text } from '../i18n/translator';

interface PaymentsClientLike {
  isReadyToPay(request: unknown): Promise<{ result: boolean }>;
  createButton(options: Record<string, unknown>): HTMLElement;
  loadPaymentData(request: unknown): Promise<{ paymentMethodData?: { tokenizationData?: { token?: unknown }; info?: { billingAddress?: unknown } } }>;
}
/** Google Pay's onPaymentDataChanged: the shipping address as the sheet has it, before authorization. */
interface IntermediatePaymentData {
  readonly callbackTrigger?: string;
  readonly shippingAddress?: unknown;
}
type PaymentDataChanged = (data: IntermediatePaymentData) => Promise<{ error?: { reason: string; message: string; intent: string } }>;
type PaymentsClientCtor = new (options: { environment: string; paymentDataCallbacks?: { onPaymentDataChanged: PaymentDataChanged } }) => PaymentsClientLike;

/** The merchant's button styles (widget §3 in docs/spec-coverage.md); each one given replaces the default. */
export interface GooglePayButtonStyles {
  readonly buttonColor?: string;
  readonly buttonType?: string;
  readonly buttonSizeMode?: string;
  /** The button's language, e.g. "pt" (Google Pay's buttonLocale). Default: the widget's language (its `locale` option). */
  readonly buttonLocale?: string;
}

export interface GooglePayConfig {
  readonly merchantInfo: { readonly merchantId: string; readonly merchantName: string };
  readonly environment?: string;
  readonly allowedCardNetworks?: readonly string[];
  readonly styles?: GooglePayButtonStyles;
}

const ctor = (): PaymentsClientCtor | undefined =>
  (window as unknown as { google?: { payments?: { api?: { PaymentsClient?: PaymentsClientCtor } } } }).google?.payments?.api?.PaymentsClient;

const cardMethod = (config: GooglePayConfig) => ({
  type: 'CARD',
  parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: config.allowedCardNetworks ?? ['VISA', 'MASTERCARD'] },
  tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'mindmetric-provider', gatewayMerchantId: config.merchantInfo.merchantId } },
});

/** With a delivery-address callback the sheet asks for a shipping address and reports each one chosen. */
function googlePayRequest(config: GooglePayConfig, amount: { value: string; currency: string }, delivery: boolean) {
  return {
    ...GOOGLE_PAY_API_VERSION,
    ...(delivery ? { shippingAddressRequired: true, callbackIntents: ['SHIPPING_ADDRESS'] } : {}),
    allowedPaymentMethods: [cardMethod(config)],
    merchantInfo: config.merchantInfo,
    transactionInfo: { totalPriceStatus: GOOGLE_PAY_PRICE_STATUS, totalPrice: amount.value, currencyCode: amount.currency },
  };
}

/** The sheet's shipping-address answer: nothing when the host accepts, an unserviceable-address error when it refuses (CALLBACK_FAILED). */
function onPaymentDataChanged(delivery: (address: DeliveryAddress) => Promise<boolean>): PaymentDataChanged {
  return async (data) => {
    if (data.shippingAddress === undefined) return {};
    if (await delivery(fromWalletContact(data.shippingAddress))) return {};
    return { error: { reason: 'SHIPPING_ADDRESS_UNSERVICEABLE', message: text('msg.deliveryAddressRefused'), intent: 'SHIPPING_ADDRESS' } };
  };
}

/**
 * Loads the SDK and returns a client when Google Pay is ready on this device, else null. The
 * delivery-address callback is given here: Google Pay takes its callbacks when the client is made.
 */
export async function googlePayClient(assetHost: string, config: GooglePayConfig, delivery?: (address: DeliveryAddress) => Promise<boolean>): Promise<PaymentsClientLike | null> {
  await loadScript(`${assetHost}${WALLET_SDK_PATHS.googlePay}`, 'GOOGLE_PAY_SCRIPT_LOAD_ERROR');
  const Client = ctor();
  if (!Client) return null;
  const environment = config.environment ?? GOOGLE_PAY_DEFAULT_ENVIRONMENT;
  const client = new Client(delivery ? { environment, paymentDataCallbacks: { onPaymentDataChanged: onPaymentDataChanged(delivery) } } : { environment });
  const ready = await client.isReadyToPay({ ...GOOGLE_PAY_API_VERSION, allowedPaymentMethods: [cardMethod(config)] });
  return ready.result ? client : null;
}

export function mountGooglePay(area: HTMLElement, client: PaymentsClientLike, config: GooglePayConfig, ctx: WalletContext): MountedWallet {
  const button = client.createButton({
    ...GOOGLE_PAY_BUTTON,
    // The widget's language unless the merchant chose one (issue 33); Google Pay takes the language alone ("pt").
    buttonLocale: activeLocale().split('-')[0] ?? 'en',
    ...config.styles,
    onClick: () => {
      void (async () => {
        // A veto is reported once, by begin().
        if (!(await ctx.begin())) return;
        let data: Awaited<ReturnType<PaymentsClientLike['loadPaymentData']>>;
        try {
          data = await client.loadPaymentData(googlePayRequest(config, ctx.amount, ctx.deliveryAddressChanged !== undefined));
        } catch (error) {
          const cancelled = typeof error === 'object' && error !== null && (error as { statusCode?: unknown }).statusCode === 'CANCELED';
          return ctx.finish(cancelled ? failure('USER_CANCELLED', 'Google Pay sheet cancelled', text('msg.paymentCancelled')) : failure('AUTHORIZATION_ERROR', `Google Pay: ${JSON.stringify(error)}`));
        }
        const token = data.paymentMethodData?.tokenizationData?.token;
        if (typeof token !== 'string') return ctx.finish(failure('AUTHORIZATION_ERROR', 'Google Pay returned no token'));
        const result = await pay({ token: ctx.token, payLink: ctx.links.pay, entry: { paymentMethodCode: 'googlePay', amount: ctx.amount, paymentToken: token, ...withBillingAddress(data.paymentMethodData?.info?.billingAddress) }, consent: ctx.consent }, ctx.fetch);
        if (!result.ok) return ctx.finish(result.failure);
        switch (result.value.code) {
          case 'authorizeSuccessful':
            return ctx.finish({ kind: 'success' });
          case 'authorizePending':
            // widget §4 in docs/spec-coverage.md: Google Pay on pending starts the same 3-D Secure handling.
            return ctx.finish({ kind: 'three-ds', link: result.value.threeDsLink });
          default:
            return ctx.finish(failure('AUTHORIZATION_ERROR', `Google Pay pay answered ${result.value.code}`));
        }
      })();
    },
  });
  area.append(button);
  return { destroy: () => button.remove() };
}

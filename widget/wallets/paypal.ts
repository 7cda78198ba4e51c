/**
 * PayPal (widget §4 and §9 in docs/spec-coverage.md): gold/40/rect/paypal, no tagline; the store checkbox closes the
 * button and re-renders it after a 300 ms debounce, aborting an in-flight render; checked -> billing
 * agreement, else a one-time order; cancel or error -> session expired and failure.
 */
import type { Amount } from '../config';
import { PAYPAL_BUTTON_STYLE, PAYPAL_RERENDER_DEBOUNCE_MS, WALLET_SDK_PATHS, type PayPalIntegrationMode } from '../constants';
import { postThenPoll } from '../executor/post-then-poll';
import { CodedError } from '../errors';
import { failure, withError, type PaymentFailure } from '../executor/outcome';
import { pay, type PayAnswer } from '../executor/pay';
import { fromPayPalAddress } from './delivery-address';
import { loadScript } from './script-loader';
import type { MountedWallet, WalletContext } from './wallet-types';
import { activeLocale, text } from '../i18n/translator';
import type { Locale } from '../i18n/locales';

const PAYPAL_ERRORS = { noOrderId: 'No order id returned', noConfirmLink: 'No confirm link' } as const;

interface ButtonsInstance {
  render(target: HTMLElement): Promise<void>;
  close(): Promise<void>;
}
type ButtonsFactory = (options: Record<string, unknown>) => ButtonsInstance;

export interface PayPalConfig {
  readonly clientId: string;
  readonly captureMode?: string;
  /** widget §3 in docs/spec-coverage.md names it and says no more: passed through to the order creation (docs/decisions/0010). */
  readonly integrationMode?: PayPalIntegrationMode;
}

/** PayPal's SDK takes a language and country (`locale=pt_BR`): the widget's language, in the country PayPal lists it for (issue 33). */
const PAYPAL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_US', es: 'es_ES', 'pt-BR': 'pt_BR', fr: 'fr_FR', de: 'de_DE', ar: 'ar_EG' };

function paypalSdkUrl(assetHost: string, config: PayPalConfig, amount: Amount, vault: boolean): string {
  const url = new URL(`${assetHost}${WALLET_SDK_PATHS.payPal}`);
  url.searchParams.set('client-id', config.clientId);
  url.searchParams.set('components', 'buttons,funding-eligibility');
  url.searchParams.set('intent', config.captureMode === 'Instant' ? 'capture' : 'authorize');
  url.searchParams.set('currency', amount.currency);
  url.searchParams.set('vault', String(vault));
  url.searchParams.set('locale', PAYPAL_LOCALES[activeLocale()]);
  return url.toString();
}

/** The id PayPal's window needs: orderId for an order, tokenId for a billing agreement. */
const orderIdOf = (answer: PayAnswer, billingAgreement: boolean): string | null | undefined => (billingAgreement ? answer.confirm?.tokenId : answer.confirm?.orderId);

/** The order's provider data: the risk session id (widget §3 in docs/spec-coverage.md) and the integration mode, when there are any. */
function providerData(risk: string | null, integrationMode: PayPalIntegrationMode | undefined) {
  if (!risk && !integrationMode) return null;
  return { providerData: { ...(risk ? { riskSessionCorrelationId: risk } : {}), ...(integrationMode ? { integrationMode } : {}) } };
}

export function mountPayPal(area: HTMLElement, config: PayPalConfig, ctx: WalletContext, opts: { showStoreCheckbox: boolean }): MountedWallet {
  const checkboxArea = document.createElement('label');
  checkboxArea.className = 'mm-checkbox';
  const store = document.createElement('input');
  store.type = 'checkbox';
  checkboxArea.append(store, document.createTextNode(` ${text('msg.payPalStoreCheckbox')}`));
  const buttonArea = document.createElement('div');
  buttonArea.className = 'mm-paypal-buttons';
  if (opts.showStoreCheckbox) area.append(checkboxArea);
  area.append(buttonArea);

  let buttons: ButtonsInstance | null = null;
  let renderSeq = 0;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let lastAnswer: PayAnswer | null = null;
  /** Why the last order creation failed: onError reports this rather than the thrown error's text. */
  let orderFailure: PaymentFailure | null = null;
  /** The host vetoed in createOrder: begin() reported it, so the onError PayPal raises for the throw is not a second failure. */
  let vetoed = false;

  const render = async () => {
    const seq = ++renderSeq;
    const vault = store.checked;
    await loadScript(paypalSdkUrl(ctx.assetHost, config, ctx.amount, vault), 'PAYPAL_SCRIPT_LOAD_ERROR');
    if (seq !== renderSeq) return; // a newer render started: this one is aborted
    const factory = (window as unknown as { paypal?: { Buttons?: ButtonsFactory } }).paypal?.Buttons;
    if (!factory) throw new Error('PayPal SDK has no Buttons');
    const create = async () => {
      vetoed = false;
      orderFailure = null;
      if (!(await ctx.begin())) {
        vetoed = true;
        throw new Error('vetoed by onPaymentButtonClicked');
      }
      const risk = ctx.riskSessionId('payPal');
      const result = await pay(
        {
          token: ctx.token,
          payLink: ctx.links.pay,
          entry: { paymentMethodCode: 'payPal', amount: ctx.amount, storeInstrument: vault, ...(providerData(risk, config.integrationMode) ?? {}) },
          consent: ctx.consent,
        },
        ctx.fetch,
      );
      const id = result.ok ? orderIdOf(result.value, vault) : undefined;
      if (!result.ok || !id) {
        // widget §8 in docs/spec-coverage.md: the PayPal order creation error; PayPal's onError then reports it once.
        orderFailure = withError('PAYPAL_ORDER_CREATION_FAILED', result.ok ? failure('AUTHORIZATION_ERROR', PAYPAL_ERRORS.noOrderId) : result.failure);
        throw new CodedError('PAYPAL_ORDER_CREATION_FAILED', orderFailure.detail);
      }
      lastAnswer = result.value;
      return id;
    };
    const delivery = ctx.deliveryAddressChanged;
    const instance = factory({
      style: PAYPAL_BUTTON_STYLE,
      // widget §8 in docs/spec-coverage.md: a refused delivery address (CALLBACK_FAILED) is rejected in PayPal's window, which asks for another.
      ...(delivery
        ? {
            onShippingAddressChange: async (data: { shippingAddress?: unknown; errors?: { ADDRESS_ERROR?: string } }, actions: { reject(reason?: string): Promise<void> }) => {
              if (!(await delivery(fromPayPalAddress(data.shippingAddress)))) await actions.reject(data.errors?.ADDRESS_ERROR);
            },
          }
        : {}),
      ...(vault ? { createBillingAgreement: create } : { createOrder: create }),
      onApprove: async () => {
        const confirm = lastAnswer?.confirm;
        if (!confirm?.href) return ctx.finish(failure('AUTHORIZATION_ERROR', PAYPAL_ERRORS.noConfirmLink));
        const data = vault ? { tokenId: confirm.tokenId } : { orderId: confirm.orderId };
        ctx.finish(await postThenPoll({ call: 'confirm', token: ctx.token, url: confirm.href, body: { data } }, { fetch: ctx.fetch, sleep: ctx.sleep }));
      },
      onCancel: () => {
        ctx.onSessionExpired();
        ctx.finish(failure('USER_CANCELLED', 'PayPal window cancelled', text('msg.paymentCancelled')));
      },
      onError: (error: unknown) => {
        if (vetoed) {
          vetoed = false;
          return;
        }
        ctx.onSessionExpired();
        ctx.finish(orderFailure ?? failure('AUTHORIZATION_ERROR', `PayPal: ${error instanceof Error ? error.message : String(error)}`));
        orderFailure = null;
      },
    });
    buttons = instance;
    await instance.render(buttonArea);
    if (seq !== renderSeq) void instance.close();
  };

  const mountFailed = (e: unknown) => {
    const error = new CodedError('PAYPAL_BUTTON_MOUNT_FAILED', e instanceof Error ? `${e.name}: ${e.message}` : String(e), { cause: e });
    ctx.finish(withError('PAYPAL_BUTTON_MOUNT_FAILED', failure('UNKNOWN_ERROR', error.message)));
  };

  const rerender = () => {
    void buttons?.close();
    buttons = null;
    renderSeq += 1; // aborts a render still in flight
    clearTimeout(debounce);
    debounce = setTimeout(() => void render().catch(mountFailed), PAYPAL_RERENDER_DEBOUNCE_MS);
  };
  store.addEventListener('change', rerender);
  void render().catch(mountFailed);
  return {
    destroy: () => {
      clearTimeout(debounce);
      renderSeq += 1;
      void buttons?.close();
      area.replaceChildren();
    },
  };
}

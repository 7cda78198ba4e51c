import { useEffect, useRef } from 'react';
import { createPaymentClient, type DropInOptions, type Environment, type Locale, type PaymentEvents, type SdkConfig } from '../../../widget';
import { speaksPseudo } from '../../lib/i18n/texts';
import { PSEUDO_LANGUAGE } from '../../../catalog/languages';

export interface PaymentDropInProps {
  readonly config: SdkConfig;
  readonly getBearerToken: () => Promise<string>;
  readonly events: PaymentEvents;
  readonly payButtonLabel?: string;
  /** The price terms right under the Pay button. */
  readonly payButtonNote?: string;
  /** PROD unless QA asked for DEV (`?widgetEnv=DEV`). */
  readonly environment?: Environment;
  /** QA-only `?timeScale=`; the widget honours it in DEV only. */
  readonly timeScale?: number;
  /** QA-only `?showExistingCards=`: the deprecated merchant option, passed as is. */
  readonly showExistingCards?: boolean;
  /** The plan's renewal in the Apple Pay sheet; none for a one-time purchase. */
  readonly applePayRecurring?: DropInOptions['applePayRecurring'] | null;
  /** The shopper's language (issue 33), resolved by the page: the widget speaks it. */
  readonly locale?: Locale;
  /**
   * The version of the renewal terms the page shows beside Pay (catalog/renewal-terms.ts): the widget
   * sends it, with `locale` as the language they were shown in, with the authorization (issue 29).
   */
  readonly termsVersion: string;
}

/** The tiny React binding of the framework-agnostic drop-in: mount on first render, unmount on leave. */
export function PaymentDropIn({ config, getBearerToken, events, payButtonLabel, payButtonNote, environment, timeScale, showExistingCards, applePayRecurring, locale, termsVersion }: PaymentDropInProps) {
  const target = useRef<HTMLDivElement>(null);
  // Events are read through a ref so that a re-render never remounts the card form.
  const latestEvents = useRef(events);
  latestEvents.current = events;

  useEffect(() => {
    const element = target.current;
    if (!element) return undefined;
    const hostsApplePay = latestEvents.current.onApplePayAuthorized !== undefined;
    const hostsDelivery = latestEvents.current.onDeliveryAddressChanged !== undefined;
    const client = createPaymentClient({
      config,
      getBearerToken,
      ...(environment ? { environment } : {}),
      ...(timeScale !== undefined ? { timeScale } : {}),
      events: {
        onAuthorizeSuccess: (r) => latestEvents.current.onAuthorizeSuccess?.(r),
        onAuthorizeFailed: (f) => latestEvents.current.onAuthorizeFailed?.(f),
        onPaymentPending: () => latestEvents.current.onPaymentPending?.(),
        onStateChanged: (s) => latestEvents.current.onStateChanged?.(s),
        onPaymentSessionExpired: () => latestEvents.current.onPaymentSessionExpired?.(),
        onThreeDSecureChallenge: () => latestEvents.current.onThreeDSecureChallenge?.(),
        onPaymentButtonClicked: (c) => latestEvents.current.onPaymentButtonClicked?.(c) ?? true,
        // Decided at mount: with the hook, the app (not the widget) charges an authorized Apple Pay token.
        ...(hostsApplePay ? { onApplePayAuthorized: (p) => latestEvents.current.onApplePayAuthorized?.(p) ?? Promise.resolve(false) } : {}),
        // Decided at mount too: with the callback the wallets ask the shopper for a delivery address.
        ...(hostsDelivery ? { onDeliveryAddressChanged: (a, c) => latestEvents.current.onDeliveryAddressChanged?.(a, c) ?? false } : {}),
      },
    });
    const dropIn = client.createDropIn({
      ...(payButtonLabel ? { payButtonLabel } : {}),
      ...(payButtonNote ? { payButtonNote } : {}),
      ...(applePayRecurring ? { applePayRecurring } : {}),
      ...(showExistingCards !== undefined ? { showExistingCards } : {}),
      // The pseudo-locale (QA, test deployments only) asks the widget for it as well.
      ...(speaksPseudo() ? { locale: PSEUDO_LANGUAGE } : locale ? { locale } : {}),
      // The terms shown and their language travel with the authorization: the provider keeps them for the merchant's consent record.
      termsConsent: { termsVersion, language: locale ?? 'en' },
      // A subscription renews on the instrument: PayPal may be saved for it (billing agreement, widget §4 in docs/spec-coverage.md).
      showPayPalStoreCheckbox: true,
    });
    dropIn.mount(element);
    return () => dropIn.unmount();
  }, [config, getBearerToken, payButtonLabel, payButtonNote, environment, timeScale, showExistingCards, applePayRecurring, locale, termsVersion]);

  return <div ref={target} className="payment-drop-in" />;
}

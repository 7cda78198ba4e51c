import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Header } from '../../components/Header';
import type { SubscriptionParams } from '../../lib/plan-params';
import { planSummary } from '../../../catalog/plan-terms';
import { localPriceLine, TERMS_TEXTS } from '../../shared/terms/terms-texts';
import { CONSENT_TEXTS, localRenewalTerms, localSummaryLine } from '../../shared/terms/consent-texts';
import { RENEWAL_TERMS_VERSION } from '../../../catalog/renewal-terms';
import { useTexts } from '../../lib/i18n/texts';
import { useLocale } from '../../lib/i18n/use-locale';
import { CHECKOUT_TEXTS } from './checkout-texts';
import { type Plan } from '../../../catalog/plans';
import { useTrackOnce } from '../../lib/tracking/use-track-once';
import { applePayRecurring } from './apple-pay-recurring';
import { isPaymentModalOpenAtom, openPaymentModalAtom, resetCheckoutAtom } from './checkout-state';
import { PaymentDropIn } from './PaymentDropIn';
import { payLabel } from './pay-label';
import { PaymentModal } from './PaymentModal';
import { qaWidgetOptions } from './qa-widget-options';
import { SkipPopup } from './SkipPopup';
import { useCheckout } from './use-checkout';
import { loadingScreenOf } from './model/checkout-model';
import { PaymentLoadingScreen } from './PaymentLoadingScreen';
import { ScoreBasis } from './ScoreBasis';
import { LegalLinks } from '../../components/LegalLinks';
import { FailureNextStep, PaymentLiveRegion, useActiveMethod } from './payment-announcements';

/** The checkout page (app §4 in docs/spec-coverage.md): the plan, the payment modal with the drop-in, the loading screen. What happens is decided by the checkout model (use-checkout.ts). */
/** `notice`: why the shopper is back on the checkout (a redirect payment the bank declined), shown above the offer. */
export function Checkout({ plan, options, email, scenario, notice = null }: { plan: Plan; options: SubscriptionParams; email: string; scenario: string | null; notice?: string | null }) {
  const { state, config, events, getBearerToken } = useCheckout({ plan, email, scenario });
  const [params] = useSearchParams();
  const modalOpen = useAtomValue(isPaymentModalOpenAtom);
  const openModal = useSetAtom(openPaymentModalAtom);
  const resetCheckout = useSetAtom(resetCheckoutAtom);
  // A new checkout starts with the modal closed (app §4 in docs/spec-coverage.md), whatever an earlier visit left.
  useEffect(() => {
    resetCheckout();
    return () => resetCheckout();
  }, [resetCheckout]);
  useTrackOnce('subscription_shown');
  useTrackOnce('modal_payment_shown', state.session.kind === 'ready' && modalOpen);
  // The shopper's language (issue 33): the `lang` flag (the footer puts a remembered choice there), else the browser's; the page, the drop-in and the Pay label speak it.
  const t = useTexts(CHECKOUT_TEXTS);
  const terms = useTexts(TERMS_TEXTS);
  const consent = useTexts(CONSENT_TEXTS);
  const locale = useLocale();
  const { session, phase, lastEvent, error, startDate } = state;
  // Computed once per plan and checkout start (the drop-in mounts after it): a new object would remount the drop-in and lose the typed card.
  const panel = useRef<HTMLElement>(null);
  // The secure-form sentence is about card details: said only while the card form is the method shown.
  const cardShown = useActiveMethod(panel) === 'card';
  const recurring = useMemo(() => applePayRecurring(plan, window.location.origin, startDate ?? Date.now(), t.locale), [plan, startDate, t.locale]);

  return (
    <>
      <Header homeLabel={t('home')} signInLabel={t('signIn')} accountLabel={t('myAccount')} />
      <main className="page checkout">
        <section className="card plan-card" aria-labelledby="plan-title">
          {notice ? (
            <p className="error-banner" role="alert" data-testid="return-notice">
              {notice}
            </p>
          ) : null}
          <img className="plan-card__art" src="/images/brain.svg" alt="" width="56" height="56" />
          <ScoreBasis />
          <h1 id="plan-title">{t('heading')}</h1>
          <p className="muted" data-testid="paid-part">{terms('offerPaid')}.</p>
          {/* The plan is named once: the spec's display summary, then its price terms (issue 31). */}
          <div className="plan-summary">
            <strong data-testid="plan-summary">{localSummaryLine(consent, planSummary(plan.id))}</strong>
            <p className="plan-price" data-testid="price-line">
              {localPriceLine(terms, plan)}
            </p>
          </div>
          <button type="button" className="button button--primary button--large plan-card__cta" onClick={() => openModal()}>
            {t('openModal')}
          </button>
          <LegalLinks />
        </section>
        {modalOpen ? (
          <PaymentModal>
            <section
              ref={panel}
              className="payment-panel"
              aria-label={t('paymentRegion')}
              data-payment-event={lastEvent?.event}
              data-failure-code={lastEvent?.event === 'failure' ? lastEvent.code : undefined}
            >
              <PaymentLiveRegion state={state} />
              {session.kind === 'loading' ? <p className="muted" role="status">{t('loadingCheckout')}</p> : null}
              {session.kind === 'error' ? <p className="error-banner" role="alert">{session.message}</p> : null}
              {phase === 'pending' ? (
                <div className="pending-banner pending-banner--outcome">
                  <span className="spinner spinner--small" aria-hidden="true" />
                  <div>
                    <strong>{t('paymentPending')}</strong>
                    <p>{t('pendingDetail')}</p>
                  </div>
                </div>
              ) : null}
              {error ? <p className="error-banner" role="alert">{error}</p> : null}
              {config ? (
                <PaymentDropIn
                  config={config}
                  {...qaWidgetOptions(params, window.location.origin)}
                  applePayRecurring={recurring}
                  locale={locale}
                  payButtonLabel={payLabel(config.amount, locale, t('pay'))}
                  payButtonNote={localPriceLine(terms, plan)}
                  termsVersion={RENEWAL_TERMS_VERSION}
                  getBearerToken={getBearerToken}
                  events={events}
                />
              ) : null}
              <FailureNextStep lastEvent={lastEvent} submitting={state.submitting} />
              <p className="fine-print secure-note">
                <img src="/images/secure-checkout.svg" alt="" width="20" height="20" />
                <span>
                  <span data-testid="renewal-terms">{localRenewalTerms(consent, terms, plan)}</span>
                  {cardShown ? <span data-testid="secure-note"> {t('secureNote')}</span> : null}
                </span>
              </p>
              <LegalLinks />
            </section>
          </PaymentModal>
        ) : null}
        {options.surePopup ? <SkipPopup skipTrialPlan={options.skipTrialPlan && options.skipTrialPlan.id !== plan.id ? options.skipTrialPlan : null} /> : null}
        <PaymentLoadingScreen screen={loadingScreenOf(state)} />
      </main>
    </>
  );
}


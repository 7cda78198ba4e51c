/**
 * The checkout route's screens after a redirect payment (the return parameters of app §2 in docs/spec-coverage.md;
 * issue 26, point 4): finishing a paid purchase on its way to the offers, and 'Payment pending'
 * while the bank has not confirmed yet.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Header } from '../../components/Header';
import { SUPPORT_EMAIL } from '../../config/contact';
import { paths, withCarriedParams } from '../../config/paths';
import { useTexts } from '../../lib/i18n/texts';
import { SERVICE_ERROR_TEXTS } from '../../lib/service-errors/service-error-texts';
import { MESSAGES_TEXTS } from '../../messages-texts';
import { CHECKOUT_TEXTS } from './checkout-texts';
import { REDIRECT_RETURN_TEXTS } from './redirect-return-texts';
import { finalizeReturn, type FinalizeResult } from './redirect-return';

/** A translated sentence with the support address as a link where its `{support}` stood (marked by U+0000). */
function withSupportLink(sentence: string) {
  const [before = '', after = ''] = sentence.split('\u0000');
  return (
    <>
      {before}
      <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      {after}
    </>
  );
}

/** Return from a redirect payment flow: finalize once, then on to the offers (or the reason it failed). */
export function FinalizeScreen({ target }: { target: { email: string; subscriptionId: string } }) {
  const [result, setResult] = useState<FinalizeResult | null>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const t = useTexts(REDIRECT_RETURN_TEXTS);
  const m = useTexts(MESSAGES_TEXTS);
  const errors = useTexts(SERVICE_ERROR_TEXTS);
  // The header's two names from the checkout's part, which this page loads anyway (the header's shared chunk stays English).
  const checkout = useTexts(CHECKOUT_TEXTS);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The finalize client (zod, and Firebase for a signed-in buyer) loads only on a return from a redirect payment flow.
    const finalize = (purchase: { readonly subscriptionId: string; readonly email: string }) => import('../../lib/link-purchase').then(({ finalizePurchase }) => finalizePurchase(purchase));
    void finalizeReturn(target, { finalize, session: sessionStorage, local: localStorage }).then((done) => {
      // app §2 in docs/spec-coverage.md: after a successful purchase the shopper is sent to the offers.
      if (done.kind === 'finalized') void navigate(withCarriedParams(paths.offers, `?${params}`), { replace: true });
      else setResult(done);
    });
  }, [target, navigate, params]);
  return (
    <>
      <Header homeLabel={checkout('home')} signInLabel={checkout('signIn')} />
      <main className="page checkout">
        {result === null ? (
          <div className="loading-screen" role="status" aria-live="polite">
            <span className="spinner" aria-hidden="true" />
            {t('finishingPurchase')}
          </div>
        ) : (
          <section className="card" aria-labelledby="finalize-error-title">
            <h1 id="finalize-error-title">{t('finalizeFailedTitle')}</h1>
            <p className="error-banner" role="alert">
              {result.kind === 'failed' && result.error ? errors(result.error) : result.kind === 'failed' && result.detail ? result.detail : m('finalizeError')}
            </p>
            <p className="muted">{withSupportLink(t('finalizeFailedHelp', { support: '\u0000' }))}</p>
          </section>
        )}
      </main>
    </>
  );
}

/**
 * The shopper came back before the bank confirmed: 'Payment pending', asking the service until the
 * provider's event records the purchase (then the return parameters, as a paid return carries them)
 * or the bank declines (then the checkout with why).
 */
export function PendingScreen({ executionId }: { executionId: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [trouble, setTrouble] = useState(false);
  const t = useTexts(REDIRECT_RETURN_TEXTS);
  const checkout = useTexts(CHECKOUT_TEXTS);
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = new URLSearchParams(params);
    next.delete('paymentResult');
    next.delete('execution');
    void import('./api/purchase-status').then(({ purchaseStatus, nextPollDelayMs }) => {
      const ask = (asked: number) => {
        // Through a resolved promise: a call that throws before it asks anything is also 'trouble', never a page that waits in silence.
        Promise.resolve()
          .then(() => purchaseStatus(executionId))
          .then(
            (status) => {
              if (!live) return;
              setTrouble(false);
              if (status.state === 'paid') {
                next.set('vUserEmail', status.email);
                next.set('vSubscriptionId', status.subscription_id);
                void navigate(`${paths.subscription}?${next}`, { replace: true });
              } else if (status.state === 'failed') {
                next.set('paymentResult', 'declined');
                void navigate(`${paths.subscription}?${next}`, { replace: true });
              } else timer = setTimeout(() => ask(asked + 1), nextPollDelayMs(asked));
            },
            () => {
              // Offline or the service hiccuped: say so, and keep asking (the bank's answer is not lost).
              if (!live) return;
              setTrouble(true);
              timer = setTimeout(() => ask(asked + 1), nextPollDelayMs(asked));
            },
          );
      };
      ask(0);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [executionId, navigate, params]);
  return (
    <>
      <Header homeLabel={checkout('home')} signInLabel={checkout('signIn')} />
      <main className="page checkout">
        <section className="card" aria-labelledby="pending-title">
          <div className="pending-banner pending-banner--outcome" role="status" aria-live="polite">
            <span className="spinner spinner--small" aria-hidden="true" />
            <div>
              <strong id="pending-title">{checkout('paymentPending')}</strong>
              <p>{t('bankPendingDetail')}</p>
              {trouble ? <p className="muted">{t('serverTrouble')}</p> : null}
            </div>
          </div>
        </section>
      </main>
    </>
  );
}

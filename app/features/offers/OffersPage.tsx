import { useEffect, useState } from 'react';
import { addOnFamily, alreadyOwned } from '../../../catalog/add-ons';
import { Link, useLocation } from 'react-router-dom';
import { Header } from '../../components/Header';
import { UnknownPlan } from '../../components/UnknownPlan';
import { paths, withCarriedParams } from '../../config/paths';
import { parseSubscriptionParams, type Offer, type OfferSlot } from '../../lib/plan-params';
import { hasSignedInHint } from '../../lib/auth/signed-in-hint';
import { readSessionValue } from '../../lib/session-values';
import { CURRENCY } from '../../../catalog/plans';
import { useTexts, type Translate } from '../../lib/i18n/texts';
import { formatMoney } from '../../lib/i18n/money';
import { planName } from '../../lib/i18n/plan-names';
import { OFFERS_TEXTS } from './offers-texts';
import type { OFFERS_TEXT } from './offers-text';
import { BuyerScore } from './results/BuyerScore';
import { trackFunnelEvent } from '../../lib/tracking/track-event';
import { useTrackOnce } from '../../lib/tracking/use-track-once';
import { purchaseAddOn, type AddOnFailure } from './add-on-purchase';
import { MESSAGES_TEXTS } from '../../messages-texts';
import { SERVICE_ERROR_TEXTS } from '../../lib/service-errors/service-error-texts';
import { buyAddOn } from './api/buy-add-on';
import { ownedAddOns } from './api/owned-add-ons';
import { isFromMembers } from '../../lib/from-members';
import { memberHeaders, memberSubscription, type MemberSubscription } from './api/member-subscription';

type OffersTranslate = Translate<keyof typeof OFFERS_TEXT>;

/** A sentence of the catalogue with one value set in bold, the translation kept whole around it. */
function withStrong(t: OffersTranslate, key: 'receiptOnItsWay' | 'confirmText', name: string, value: string, values: Readonly<Record<string, string>> = {}) {
  const [before = '', after = ''] = t(key, { ...values, [name]: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after}
    </>
  );
}

/** `confirming`: the price is in view with its own confirm button; nothing is charged before that second tap (issue 29). */
type OfferState = { readonly kind: 'idle' } | { readonly kind: 'confirming' } | { readonly kind: 'buying' } | { readonly kind: 'bought' } | { readonly kind: 'failed'; readonly failure: AddOnFailure };

export default function OffersPage() {
  const { search } = useLocation();
  const parsed = parseSubscriptionParams(new URLSearchParams(search), window.location.hostname);
  if (parsed.kind === 'unknown-plan') return <UnknownPlan planId={parsed.planId} parameter={parsed.parameter} />;
  return <Offers offers={parsed.params.offers} />;
}

function Offers({ offers }: { offers: readonly Offer[] }) {
  const { search, state } = useLocation();
  const subscriptionId = readSessionValue('subscriptionId');
  const email = readSessionValue('userEmail');
  // A signed-in browser without a purchase in this tab: the member's subscription, read with the verified ID token.
  const account = useMemberSubscription(subscriptionId === null && hasSignedInHint());
  // A subscriber sent here by the members' area, or known by their account, is offered add-ons to what they have, never welcomed again.
  const member = isFromMembers(state) || account.kind === 'member';
  const [states, setStates] = useState<Partial<Record<OfferSlot, OfferState>>>({});
  useTrackOnce('offers_shown');
  useTrackOnce('results_product_shown');
  const buying = offers.find((o) => states[o.slot]?.kind === 'buying');
  const t = useTexts(OFFERS_TEXTS);
  const [owned, setOwned] = useState<readonly string[]>([]);
  useEffect(() => {
    if (!subscriptionId || !email) return;
    let live = true;
    // What this subscription already holds is not offered again; the service refuses it anyway, so a failed read only shows more.
    ownedAddOns(subscriptionId, email).then((ids) => live && setOwned(ids), () => undefined);
    return () => {
      live = false;
    };
  }, [subscriptionId, email]);
  const ownedNow = account.kind === 'member' ? account.subscription.owned : owned;
  const boughtHere = offers.filter((o) => states[o.slot]?.kind === 'bought').map((o) => o.plan.id);
  // Offered: what is not owned, and what was bought on this page (shown as added).
  const shown = offers.filter((o) => states[o.slot]?.kind === 'bought' || !alreadyOwned(addOnFamily(o.plan.id) ?? o.slot, [...ownedNow, ...boughtHere]));

  const buy = async (offer: Offer) => {
    setStates((s) => ({ ...s, [offer.slot]: { kind: 'buying' } }));
    const result = await purchaseAddOn(offer.plan.id, {
      // Read at tap time: another tab may have finished or cleared the purchase meanwhile.
      stored: account.kind === 'member' ? { email: account.subscription.email, subscriptionId: account.subscription.subscriptionId } : { email: readSessionValue('userEmail'), subscriptionId: readSessionValue('subscriptionId') },
      buy: account.kind === 'member' ? async (input) => buyAddOn(input, await memberHeaders()) : buyAddOn,
      // An add-on is charged its full price once: the ad pixel hears 75 % of it.
      track: (event) => void trackFunnelEvent(event, event === 'ecommerce_additional_purchase' ? { value: offer.plan.sum, fullPlan: true } : undefined),
    });
    setStates((s) => ({ ...s, [offer.slot]: result.kind === 'bought' ? { kind: 'bought' } : { kind: 'failed', failure: result.failure } }));
  };

  return (
    <>
      <Header homeLabel={t('home')} signInLabel={t('signIn')} accountLabel={t('myAccount')} />
      <main className="page offers">
        {member ? (
          <section className="card">
            <p className="eyebrow">{t('addOns')}</p>
            <h1>{t('memberTitle')}</h1>
            <p className="muted">{t('memberBody')}</p>
          </section>
        ) : subscriptionId ? (
          <section className="card success-card" role="status">
            <p className="eyebrow">{t('welcome')}</p>
            <h1>{t('active')}</h1>
            <p>{withStrong(t, 'receiptOnItsWay', 'email', email ?? t('yourInbox'))}</p>
          </section>
        ) : account.kind === 'checking' ? (
          <section className="card" role="status" aria-busy="true">
            <p className="eyebrow">{t('addOns')}</p>
          </section>
        ) : (
          <section className="card">
            <p className="eyebrow">{t('addOns')}</p>
            <h1>{t('notHereTitle')}</h1>
            <p className="muted">{t('notHereBody')}</p>
          </section>
        )}
        <BuyerScore />
        <section aria-labelledby="offers-title">
          <h2 id="offers-title">{t('moreTitle')}</h2>
          <p className="muted">{t(subscriptionId && !member ? 'moreBody' : 'moreBodyElsewhere')}</p>
          <ul className="offer-list">
            {shown.map((offer) => (
              <OfferCard
                key={offer.slot}
                offer={offer}
                t={t}
                state={states[offer.slot] ?? { kind: 'idle' }}
                disabled={buying !== undefined}
                onChoose={() => setStates((s) => ({ ...s, [offer.slot]: { kind: 'confirming' } }))}
                onCancel={() => setStates((s) => ({ ...s, [offer.slot]: { kind: 'idle' } }))}
                onConfirm={() => void buy(offer)}
              />
            ))}
          </ul>
          {/* A new buyer creates the account first (activate), which links this purchase to it; a signed-in buyer's purchase already is. */}
          <Link className="button button--primary button--large" to={subscriptionId && !member && !hasSignedInHint() ? withCarriedParams(paths.activate, search) : paths.webapp.iqTests}>
            {t('goToTraining')}
          </Link>
        </section>
        {buying ? (
          <div className="loading-screen" role="status" aria-live="polite">
            <span className="spinner" aria-hidden="true" />
            {t('adding', { plan: planName(t.locale, buying.plan.id, buying.plan.name, 'name') })}
          </div>
        ) : null}
      </main>
    </>
  );
}

type AccountState = { readonly kind: 'none' } | { readonly kind: 'checking' } | { readonly kind: 'member'; readonly subscription: MemberSubscription };

/** The signed-in member's subscription when `wanted`; a failed read leaves the page as for a visitor ("not in this browser"). */
function useMemberSubscription(wanted: boolean): AccountState {
  const [found, setFound] = useState<AccountState>({ kind: 'checking' });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    memberSubscription().then(
      (subscription) => live && setFound(subscription ? { kind: 'member', subscription } : { kind: 'none' }),
      (error: unknown) => {
        console.warn(`The offers could not read the member's subscription: ${error instanceof Error ? error.message : String(error)}`);
        if (live) setFound({ kind: 'none' });
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? found : { kind: 'none' };
}

interface OfferCardProps {
  readonly offer: Offer;
  readonly t: OffersTranslate;
  readonly state: OfferState;
  readonly disabled: boolean;
  readonly onChoose: () => void;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

/** Why the add-on was not bought, in the shopper's language (issue 33). */
function FailureText({ failure }: { failure: AddOnFailure }) {
  const m = useTexts(MESSAGES_TEXTS);
  const errors = useTexts(SERVICE_ERROR_TEXTS);
  return failure.kind === 'service' ? errors(failure.key) : failure.kind === 'detail' ? failure.text : m(failure.key);
}

function OfferCard({ offer, t, state, disabled, onChoose, onCancel, onConfirm }: OfferCardProps) {
  const titleId = `offer-${offer.slot}`;
  const money = (dollars: number) => formatMoney(dollars, CURRENCY, t.locale);
  const price = money(offer.plan.sum);
  return (
    <li className={`card offer${state.kind === 'bought' ? ' offer--bought' : ''}`} aria-labelledby={titleId}>
      <div className="offer__body">
        <h3 id={titleId}>{planName(t.locale, offer.plan.id, offer.plan.name, 'name')}</h3>
        <p>{t(offer.slot)}</p>
        {state.kind === 'failed' ? (
          <p className="error-banner offer__error" role="alert">
            <FailureText failure={state.failure} />
          </p>
        ) : null}
      </div>
      <div className="offer__buy">
        <p className="offer__price">
          {offer.regularPrice !== null ? (
            <s className="offer__regular" aria-label={t('was', { price: money(offer.regularPrice) })}>
              {money(offer.regularPrice)}
            </s>
          ) : null}{' '}
          {price}
        </p>
        {state.kind === 'bought' ? (
          <p className="offer__added" role="status">
            <span aria-hidden="true">✓</span> {t('added')}
          </p>
        ) : state.kind === 'confirming' ? (
          <div className="offer__confirm" role="group" aria-label={t('confirmLabel', { plan: planName(t.locale, offer.plan.id, offer.plan.name, 'name') })}>
            <p className="offer__confirm-text">
              {withStrong(t, 'confirmText', 'price', price, { plan: planName(t.locale, offer.plan.id, offer.plan.name_full) })}
            </p>
            <button type="button" className="button button--primary" disabled={disabled} onClick={onConfirm}>
              {t('confirmPay', { price })}
            </button>
            <button type="button" className="button button--ghost" disabled={disabled} onClick={onCancel}>
              {t('notNow')}
            </button>
          </div>
        ) : (
          <button type="button" className="button button--primary" disabled={disabled} onClick={state.kind === 'failed' ? onConfirm : onChoose} aria-describedby={titleId}>
            {state.kind === 'failed' ? t('retryPay', { price }) : t('addFor', { price })}
          </button>
        )}
      </div>
    </li>
  );
}

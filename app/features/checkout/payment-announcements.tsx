/**
 * What the payment modal says to a screen reader (issue 45), each once: progress, pending and the
 * subscription's activation through one live region that stays mounted in the modal (the page behind the
 * modal is inert, so a region there is never read); a failure through the widget's own alert, then the
 * next step, which takes focus. Success is the widget's own status ("Payment successful").
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTexts } from '../../lib/i18n/texts';
import { CHECKOUT_TEXTS } from './checkout-texts';
import type { CheckoutState } from './model/checkout-model';
import { nextStepOf } from './next-step';

/** What the live region says in `state`: the payment submitted, the bank still confirming, the subscription being activated, or nothing. */
export function paymentAnnouncementOf(state: Pick<CheckoutState, 'phase' | 'submitting'>): 'submitting' | 'pending' | 'creating' | null {
  if (state.phase === 'creating' || state.phase === 'done') return 'creating';
  if (state.phase === 'pending') return 'pending';
  return state.submitting ? 'submitting' : null;
}

/** The modal's one polite live region: its text changes once per announcement, so each is read once. */
export function PaymentLiveRegion({ state }: { state: Pick<CheckoutState, 'phase' | 'submitting'> }) {
  const t = useTexts(CHECKOUT_TEXTS);
  const said = paymentAnnouncementOf(state);
  const text = said === 'pending' ? `${t('paymentPending')}. ${t('pendingDetail')}` : said ? t(said) : '';
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="payment-announcement">
      {text}
    </p>
  );
}

/**
 * After a failure, beside the widget's text: the line that fits it (another card, another method, the bank
 * app, later). It takes focus once per failure, after the widget put it on "Try again", so it is read next.
 */
export function FailureNextStep({ lastEvent, submitting }: Pick<CheckoutState, 'lastEvent' | 'submitting'>) {
  const t = useTexts(CHECKOUT_TEXTS);
  const line = useRef<HTMLParagraphElement>(null);
  const failure = lastEvent?.event === 'failure' && !submitting ? lastEvent : null;
  useEffect(() => {
    line.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <p ref={line} className="next-step" tabIndex={-1} data-testid="failure-next-step" data-next-step={nextStepOf(failure)}>
      {t(nextStepOf(failure))}
    </p>
  );
}

/** The drop-in's active method (its item id: 'card', 'paypal', 'redirect:pix', …), followed as the shopper changes it; null before the list shows. */
export function useActiveMethod(panel: RefObject<HTMLElement | null>): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    const root = panel.current;
    if (!root) return undefined;
    const read = () => setActive(root.querySelector<HTMLElement>('.mm-item--active')?.dataset.item ?? null);
    read();
    // The widget marks the active item with a class: watched, as the widget sends no event for a change of method.
    const observer = new MutationObserver(read);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [panel]);
  return active;
}

import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { CHECKOUT_TEXT } from './checkout-text';
import { closePaymentModalAtom, isPaymentLoadingAtom } from './checkout-state';

/**
 * The payment modal of app-spec section 2: the drop-in opens in it. Escape and the close button shut
 * it, except while a payment is submitted (the drop-in must stay mounted until the outcome).
 */
export function PaymentModal({ children }: { children: ReactNode }) {
  const close = useSetAtom(closePaymentModalAtom);
  const loading = useAtomValue(isPaymentLoadingAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close]);
  return (
    <div className="popup-backdrop payment-modal-backdrop">
      <div className="card popup payment-modal" role="dialog" aria-modal="true" aria-labelledby="payment-modal-title">
        <div className="payment-modal__head">
          <h2 id="payment-modal-title" ref={heading} tabIndex={-1}>
            {CHECKOUT_TEXT.modalTitle}
          </h2>
          <button type="button" className="button button--ghost payment-modal__close" onClick={() => close()} disabled={loading} aria-label={CHECKOUT_TEXT.closeModal}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

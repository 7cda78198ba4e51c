import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, type ReactNode } from 'react';
import { useTexts } from '../../lib/i18n/texts';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { CHECKOUT_TEXTS } from './checkout-texts';
import { closePaymentModalAtom, isPaymentLoadingAtom } from './checkout-state';

/**
 * The payment modal of app §2 in docs/spec-coverage.md: the drop-in opens in it. A modal dialog: the page behind is
 * inert, Tab stays inside (the card frame included), focus returns to the opener on close. Escape (the
 * card frame forwards its own) and the close button shut it, except while a payment is submitted (the
 * drop-in must stay mounted until the outcome).
 */
export function PaymentModal({ children }: { children: ReactNode }) {
  const close = useSetAtom(closePaymentModalAtom);
  const loading = useAtomValue(isPaymentLoadingAtom);
  const t = useTexts(CHECKOUT_TEXTS);
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useModalDialog(dialog, { onEscape: close, initialFocus: heading });
  return (
    <div className="popup-backdrop payment-modal-backdrop">
      <div ref={dialog} className="card popup payment-modal" role="dialog" aria-modal="true" aria-labelledby="payment-modal-title">
        <div className="payment-modal__head">
          <h2 id="payment-modal-title" ref={heading} tabIndex={-1}>
            {t('modalTitle')}
          </h2>
          <button type="button" className="button button--ghost payment-modal__close" onClick={() => close()} disabled={loading} aria-label={t('closeModal')}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

import type { LoadingScreen } from './model/checkout-model';
import { CHECKOUT_TEXT } from './checkout-text';

/** The loading screen over the checkout (app-spec section 2), announced politely to screen readers; nothing when `screen` is null. */
export function PaymentLoadingScreen({ screen }: { screen: LoadingScreen }) {
  if (screen === null) return null;
  return (
    <div className="loading-screen loading-screen--payment" role="status" aria-live="polite" data-testid="payment-loading">
      <span className="spinner" aria-hidden="true" />
      {screen === 'creating' ? CHECKOUT_TEXT.creating : CHECKOUT_TEXT.submitting}
    </div>
  );
}

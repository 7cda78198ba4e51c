import type { LoadingScreen } from './model/checkout-model';
import { useTexts } from '../../lib/i18n/texts';
import { CHECKOUT_TEXTS } from './checkout-texts';

/**
 * The loading screen over the checkout (app §2 in docs/spec-coverage.md); nothing when `screen` is null. Not a live
 * region: the payment modal's one region, mounted from the start, says the same once (payment-announcements.tsx).
 */
export function PaymentLoadingScreen({ screen }: { screen: LoadingScreen }) {
  const t = useTexts(CHECKOUT_TEXTS);
  if (screen === null) return null;
  return (
    <div className="loading-screen loading-screen--payment" data-testid="payment-loading">
      <span className="spinner" aria-hidden="true" />
      {screen === 'creating' ? t('creating') : t('submitting')}
    </div>
  );
}

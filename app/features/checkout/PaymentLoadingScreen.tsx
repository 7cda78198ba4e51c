import type { LoadingScreen } from './model/checkout-model';
import { useTexts } from '../../lib/i18n/texts';
import { CHECKOUT_TEXTS } from './checkout-texts';

/** The loading screen over the checkout (app §2 in docs/spec-coverage.md), announced politely to screen readers; nothing when `screen` is null. */
export function PaymentLoadingScreen({ screen }: { screen: LoadingScreen }) {
  const t = useTexts(CHECKOUT_TEXTS);
  if (screen === null) return null;
  return (
    <div className="loading-screen loading-screen--payment" role="status" aria-live="polite" data-testid="payment-loading">
      <span className="spinner" aria-hidden="true" />
      {screen === 'creating' ? t('creating') : t('submitting')}
    </div>
  );
}

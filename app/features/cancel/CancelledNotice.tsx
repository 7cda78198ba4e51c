import type { CancelledSubscription } from '../../../contracts/cancel';
import { useTexts } from '../../lib/i18n/texts';
import { CANCEL_TEXTS } from './cancel-texts';
import { formatLongDate } from '../../lib/i18n/long-date';
import { planName } from '../../lib/i18n/plan-names';

/** What was cancelled and until when access lasts; announced to screen readers as it appears. */
export function CancelledNotice({ subscriptions, emailed }: { subscriptions: readonly CancelledSubscription[]; emailed: boolean }) {
  const t = useTexts(CANCEL_TEXTS);
  return (
    <div className="success-banner cancel-done" role="status">
      <h2>{t('cancelledTitle')}</h2>
      {subscriptions.length === 0 ? <p>{t('noSubscriptionFound')}</p> : null}
      {subscriptions.map((s) => (
        <p key={s.id}>{s.endedNow ? t('endedNow', { plan: planName(t.locale, s.planId, s.planName, 'name') }) : t('accessUntil', { plan: planName(t.locale, s.planId, s.planName, 'name'), date: formatLongDate(s.accessUntil, t.locale) })}</p>
      ))}
      {emailed && subscriptions.length > 0 ? <p className="cancel-done__note">{t('emailConfirmation')}</p> : null}
    </div>
  );
}

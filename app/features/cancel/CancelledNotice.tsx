import type { CancelledSubscription } from '../../../contracts/cancel';
import { CANCEL_TEXTS } from './cancel-texts';
import { formatDate } from './format';

/** What was cancelled and until when access lasts; announced to screen readers as it appears. */
export function CancelledNotice({ subscriptions, emailed }: { subscriptions: readonly CancelledSubscription[]; emailed: boolean }) {
  return (
    <div className="success-banner cancel-done" role="status">
      <h2>{CANCEL_TEXTS.cancelledTitle}</h2>
      {subscriptions.length === 0 ? <p>{CANCEL_TEXTS.noSubscriptionFound}</p> : null}
      {subscriptions.map((s) => (
        <p key={s.id}>{s.endedNow ? CANCEL_TEXTS.endedNow(s.planName) : CANCEL_TEXTS.accessUntil(s.planName, formatDate(s.accessUntil))}</p>
      ))}
      {emailed && subscriptions.length > 0 ? <p className="cancel-done__note">{CANCEL_TEXTS.emailConfirmation}</p> : null}
    </div>
  );
}

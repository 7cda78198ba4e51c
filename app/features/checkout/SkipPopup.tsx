import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useTexts } from '../../lib/i18n/texts';
import { planName } from '../../lib/i18n/plan-names';
import { localPriceLine, TERMS_TEXTS } from '../../shared/terms/terms-texts';
import { CHECKOUT_TEXTS } from './checkout-texts';
import { type Plan } from '../../../catalog/plans';

/** sure_popup=true: a Skip link that asks first, offering skip_trial_plan (when given) instead of the trial. */
export function SkipPopup({ skipTrialPlan }: { skipTrialPlan: Plan | null }) {
  const [open, setOpen] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useTexts(CHECKOUT_TEXTS);
  const terms = useTexts(TERMS_TEXTS);
  const stay = useRef<HTMLButtonElement>(null);
  const switchPlan = (plan: Plan) => {
    const next = new URLSearchParams(params);
    next.set('plan', plan.id);
    next.delete('sure_popup');
    setOpen(false);
    void navigate(`${paths.subscription}?${next}`, { replace: true });
  };
  return (
    <>
      <button type="button" className="button button--ghost skip-link" onClick={() => setOpen(true)}>
        {t('skip')}
      </button>
      {open ? (
        <SkipDialog stay={stay} onClose={() => setOpen(false)}>
          <h2 id="skip-title">{t('skipTitle')}</h2>
          <p>{t('skipBody')}</p>
          {skipTrialPlan ? (
            <button type="button" className="button button--primary" onClick={() => switchPlan(skipTrialPlan)}>
              {t('skipTrial', { plan: planName(t.locale, skipTrialPlan.id, skipTrialPlan.name, 'name'), priceLine: localPriceLine(terms, skipTrialPlan) })}
            </button>
          ) : null}
          <button ref={stay} type="button" className={`button ${skipTrialPlan ? 'button--ghost' : 'button--primary'}`} onClick={() => setOpen(false)}>
            {t('keepOffer')}
          </button>
          <Link className="button button--ghost" to={paths.landing}>
            {t('skipLeave')}
          </Link>
        </SkipDialog>
      ) : null}
    </>
  );
}

/** The question itself: a modal dialog while shown (focus on "keep my offer", Escape keeps it too). */
function SkipDialog({ stay, onClose, children }: { stay: RefObject<HTMLButtonElement | null>; onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDivElement>(null);
  useModalDialog(dialog, { onEscape: onClose, initialFocus: stay });
  return (
    <div className="popup-backdrop">
      <div ref={dialog} className="card popup" role="dialog" aria-modal="true" aria-labelledby="skip-title">
        {children}
      </div>
    </div>
  );
}

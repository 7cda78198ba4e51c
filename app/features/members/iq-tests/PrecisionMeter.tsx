import type { Precision } from '../../../../contracts/iq-tests';
import { useTexts } from '../../../lib/i18n/texts';
import { formatNumber, formatOneDecimal } from '../locale-format';
import { RUNNER_TEXTS } from './runner-texts';

/** How far the sitting is, as precision (issue 27): the share of the target information gathered, and the SE now against the target's. */
export function PrecisionMeter({ precision, caption }: { precision: Precision; caption: string }) {
  const t = useTexts(RUNNER_TEXTS);
  const percent = Math.round(precision.progress * 100);
  const shown = `${formatNumber(percent, t.locale)} %`;
  const text = t('precisionNow', { se: formatOneDecimal(precision.se_iq, t.locale), target: formatOneDecimal(precision.target_se_iq, t.locale) });
  return (
    <div className="precision">
      <div className="precision__head">
        <span>{caption}</span>
        <span>
          {t('precisionLabel')} <strong>{shown}</strong>
        </span>
      </div>
      <div className="progress" role="progressbar" aria-label={t('precisionLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={t('precisionValue', { percent: shown, detail: text })}>
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="precision__text">{text}</p>
    </div>
  );
}

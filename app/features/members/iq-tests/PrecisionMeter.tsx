import type { Precision } from '../../../../contracts/iq-tests';
import { ATTEMPT_TEXT } from './messages';

/** How far the sitting is, as precision (issue 27): the share of the target information gathered, and the SE now against the target's. */
export function PrecisionMeter({ precision, caption }: { precision: Precision; caption: string }) {
  const percent = Math.round(precision.progress * 100);
  const text = ATTEMPT_TEXT.precisionNow(precision.se_iq, precision.target_se_iq);
  return (
    <div className="precision">
      <div className="precision__head">
        <span>{caption}</span>
        <span>
          {ATTEMPT_TEXT.precisionLabel} <strong>{percent} %</strong>
        </span>
      </div>
      <div className="progress" role="progressbar" aria-label={ATTEMPT_TEXT.precisionLabel} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent} % of the target precision. ${text}`}>
        <div className="progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="precision__text">{text}</p>
    </div>
  );
}

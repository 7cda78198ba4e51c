import { Link } from 'react-router-dom';
import type { TestDefinition } from '../../../../catalog/iq-tests';
import type { FinishedSitting } from '../../../../contracts/iq-tests';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/texts';
import { formatNumber, formatOneDecimal, formatOrdinal, formatRange } from '../locale-format';
import { MEMBERS_TEXTS } from '../members-texts';
import { richText, slot } from '../shell/rich-text';
import { formatDuration } from './format';
import { IQ_TESTS_TEXTS } from './iq-tests-texts';
import { RUNNER_TEXTS } from './runner-texts';

const ENDED_BY = { precision: 'endedByPrecision', 'item-limit': 'endedByItemLimit', time: 'endedByTime' } as const;

/** A finished sitting: the service's score with its 95 % interval, and why the test stopped. */
export function SittingResult({ test, sitting }: { test: TestDefinition; sitting: FinishedSitting }) {
  const { result } = sitting;
  const t = useTexts(RUNNER_TEXTS);
  const members = useTexts(MEMBERS_TEXTS);
  const tests = useTexts(IQ_TESTS_TEXTS);
  const n = (value: number) => formatNumber(value, t.locale);
  const se = formatOneDecimal(sitting.precision.se_iq, t.locale);
  return (
    <section className="card result-summary" aria-labelledby="result-title">
      <h1 id="result-title" tabIndex={-1}>
        {t('resultTitle', { test: tests(`${test.id}Title`) })}
      </h1>
      <p className="muted" style={{ margin: 0 }}>
        {t('estimatedScore')}
      </p>
      <p className="result-score">{n(result.iq)}</p>
      <p>
        {richText(t('resultLine', { range: slot(0), ordinal: formatOrdinal(result.percentile, t.locale), correct: n(result.correct), total: n(result.total), time: formatDuration(result.duration_ms) }), [
          <strong key="range">{formatRange(result.iq_low, result.iq_high, t.locale)}</strong>,
        ])}
      </p>
      <p>
        {t(ENDED_BY[sitting.ended_by], { n: n(result.total) })} {t('precisionReached', { se })}
      </p>
      <p className="note">{members('estimateNote')}</p>
      <div className="actions" style={{ marginTop: 16 }}>
        <Link className="button button--primary" to={paths.webapp.iqTests}>
          {t('backToHistory')}
        </Link>
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import type { TestDefinition } from '../../../../catalog/iq-tests';
import type { FinishedSitting } from '../../../../contracts/iq-tests';
import { paths } from '../../../config/paths';
import { MEMBERS_TEXT } from '../sections';
import { formatDuration, ordinal } from './format';
import { ATTEMPT_TEXT } from './messages';

/** A finished sitting: the service's score with its 95 % interval, and why the test stopped. */
export function SittingResult({ test, sitting }: { test: TestDefinition; sitting: FinishedSitting }) {
  const { result } = sitting;
  return (
    <section className="card result-summary" aria-labelledby="result-title">
      <h1 id="result-title" tabIndex={-1}>
        {test.title}: your result
      </h1>
      <p className="muted" style={{ margin: 0 }}>
        Estimated score
      </p>
      <p className="result-score">{result.iq}</p>
      <p>
        95 % interval <strong>{result.iq_low}–{result.iq_high}</strong> · about the {ordinal(result.percentile)} percentile · {result.correct} of {result.total} correct in{' '}
        {formatDuration(result.duration_ms)}
      </p>
      <p>
        {ATTEMPT_TEXT.endedBy[sitting.ended_by](result.total)} {ATTEMPT_TEXT.precisionReached(sitting.precision.se_iq)}
      </p>
      <p className="note">{MEMBERS_TEXT.estimateNote}</p>
      <div className="actions" style={{ marginTop: 16 }}>
        <Link className="button button--primary" to={paths.webapp.iqTests}>
          Back to the tests and history
        </Link>
      </div>
    </section>
  );
}

import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { Link } from 'react-router-dom';
import type { Headline, MemberResponse } from '../../../../contracts/members';
import { paths } from '../../../config/paths';
import { rememberScoredQuizAttempt } from '../../../lib/quiz-attempt';
import { writeSessionValue } from '../../../lib/session-values';
import { formatLongDate } from '../format-money';
import { ordinal } from '../iq-tests/format';
import { useMember } from '../api/get-member';
import { useProfile } from '../api/get-profile';
import { useReport } from '../api/report';
import { Loading, SectionError } from '../shell/SectionError';
import { CertificateCard } from './CertificateCard';
import { ReportView } from './ReportView';

/** profile-report: the extended analysis report (an add-on, offered when missing) and the certificate. */
export default function ProfileReportPage() {
  const t = useTexts(MEMBERS_TEXTS);
  const member = useMember();
  const sub = member.data?.subscriptions.find((s) => s.status === 'active') ?? null;
  const report = useReport(sub?.id ?? null);
  const profile = useProfile(sub?.id ?? null);
  if (member.error || report.error || profile.error) {
    return <SectionError retry={() => void Promise.all([member.mutate(), report.mutate(), profile.mutate()])} />;
  }
  if (!member.data || !sub || !report.data || !profile.data) return <Loading label="Loading your report…" />;
  const headline = profile.data.headline;
  return (
    <>
      <div className="section-head">
        <h1>{t('reportHeading')}</h1>
        <p>{t('reportIntro')}</p>
      </div>
      <p className="note">{t('estimateNote')}</p>
      {!headline ? (
        <section className="card">
          <h2>Take the reasoning test first</h2>
          <p className="muted">The report and the certificate are made from your reasoning-test result.</p>
          <Link className="button button--primary" to={paths.memberPages.iqTest('reasoning')}>
            Start the reasoning test
          </Link>
        </section>
      ) : (
        <>
          <ScoreCard headline={headline} />
          {report.data.purchased ? (
            <ReportView report={report.data.report} subscriptionId={sub.id} iq={headline.iq} name={member.data.name} email={member.data.email ?? ''} />
          ) : (
            <ReportOffer member={member.data} subscriptionId={sub.id} headline={headline} />
          )}
          <CertificateCard subscriptionId={sub.id} defaultName={member.data.name} />
        </>
      )}
    </>
  );
}

/** The score the report and the certificate are made from, as the service gave it (issue 27). */
function ScoreCard({ headline }: { headline: Headline }) {
  return (
    <section className="card stack" aria-labelledby="score-title" data-testid="headline-score">
      <h2 id="score-title">Your estimated IQ</h2>
      <p style={{ margin: 0 }}>
        <strong className="result-score" data-testid="headline-iq">
          {headline.iq}
        </strong>
      </p>
      <p style={{ margin: 0 }}>
        95 % interval{' '}
        <strong data-testid="headline-interval">
          {headline.iq_low}–{headline.iq_high}
        </strong>{' '}
        · about the {ordinal(headline.percentile)} percentile
      </p>
      <p className="muted" style={{ margin: 0 }}>
        {headline.source === 'funnel-quiz' ? `From the 20-question quiz you took on ${formatLongDate(headline.taken_at)}, before subscribing.` : `From your reasoning test on ${formatLongDate(headline.taken_at)}.`}{' '}
        <Link to={paths.measurement}>How your score is measured</Link>
      </p>
    </section>
  );
}

function ReportOffer({ member, subscriptionId, headline }: { member: MemberResponse; subscriptionId: string; headline: Headline }) {
  // The offers page charges add-ons to the subscription named in the session values (app-spec section 4),
  // and shows the score of the quiz bought with it, read from the service (never a default).
  const prepare = () => {
    writeSessionValue('subscriptionId', subscriptionId);
    if (member.email) writeSessionValue('userEmail', member.email);
    if (headline.quiz_attempt_id) rememberScoredQuizAttempt(headline.quiz_attempt_id);
  };
  return (
    <section className="card" aria-labelledby="offer-title">
      <span className="badge">Add-on</span>
      <h2 id="offer-title" style={{ marginTop: 8 }}>
        Extended analysis report
      </h2>
      <p>See how you did in each kind of question (number series, matrices, analogies, logic and spatial), your percentile and the range your score most likely falls in.</p>
      <Link className="button button--primary" to={paths.offers} onClick={prepare}>
        Get the extended report
      </Link>
    </section>
  );
}

import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { REPORT_TEXTS, type ReportTranslate } from './report-texts';
import { formatLongDate, formatNumber, formatOrdinal, formatRange } from '../locale-format';
import { richText, slot } from '../shell/rich-text';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { Headline, MemberResponse } from '../../../../contracts/members';
import { paths } from '../../../config/paths';
import { rememberScoredQuizAttempt } from '../../../lib/quiz-attempt';
import { writeSessionValue } from '../../../lib/session-values';
import { useMember } from '../api/get-member';
import { useProfile } from '../api/get-profile';
import { useReport } from '../api/report';
import { Loading, SectionError } from '../shell/SectionError';
import { CertificateCard } from './CertificateCard';
import type { FromMembersState } from '../../../lib/from-members';

// Only a member who bought the extended report sees it: its view and words load then, not with the section (its size budget).
const ReportView = lazy(() => import('./ReportView'));

/** profile-report: the extended analysis report (an add-on, offered when missing) and the certificate. */
export default function ProfileReportPage() {
  const t = useTexts(MEMBERS_TEXTS);
  const a = useTexts(REPORT_TEXTS);
  const member = useMember();
  const sub = member.data?.subscriptions.find((s) => s.status === 'active') ?? null;
  const report = useReport(sub?.id ?? null);
  const profile = useProfile(sub?.id ?? null);
  if (member.error || report.error || profile.error) {
    return <SectionError retry={() => void Promise.all([member.mutate(), report.mutate(), profile.mutate()])} />;
  }
  if (!member.data || !sub || !report.data || !profile.data) return <Loading label={a('loadingReport')} />;
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
          <h2>{a('takeReasoningFirst')}</h2>
          <p className="muted">{a('reportNeedsReasoning')}</p>
          <Link className="button button--primary" to={paths.memberPages.iqTest('reasoning')}>
            {a('startReasoning')}
          </Link>
        </section>
      ) : (
        <>
          <ScoreCard headline={headline} a={a} />
          {report.data.purchased ? (
            <Suspense fallback={<Loading label={a('loadingReport')} />}>
              <ReportView report={report.data.report} subscriptionId={sub.id} iq={headline.iq} name={member.data.name} email={member.data.email ?? ''} />
            </Suspense>
          ) : (
            <ReportOffer member={member.data} subscriptionId={sub.id} headline={headline} a={a} />
          )}
          {/* Only a name the member typed is offered: never one made from their email address. */}
          <CertificateCard subscriptionId={sub.id} defaultName={member.data.name_given ? member.data.name : ''} />
        </>
      )}
    </>
  );
}

/** The score the report and the certificate are made from, as the service gave it (issue 27). */
function ScoreCard({ headline, a }: { headline: Headline; a: ReportTranslate }) {
  const date = formatLongDate(headline.taken_at, a.locale);
  return (
    <section className="card stack" aria-labelledby="score-title" data-testid="headline-score">
      <h2 id="score-title">{a('estimatedIq')}</h2>
      <p style={{ margin: 0 }}>
        <strong className="result-score" data-testid="headline-iq">
          {formatNumber(headline.iq, a.locale)}
        </strong>
      </p>
      <p style={{ margin: 0 }}>
        {richText(a('intervalAndPercentile', { range: slot(0), percentile: a('aboutPercentile', { ordinal: formatOrdinal(headline.percentile, a.locale) }) }), [
          <strong key="range" data-testid="headline-interval">
            {formatRange(headline.iq_low, headline.iq_high, a.locale)}
          </strong>,
        ])}
      </p>
      <p className="muted" style={{ margin: 0 }}>
        {headline.source === 'funnel-quiz' ? a('fromQuiz', { date }) : a('fromReasoning', { date })} <Link to={paths.measurement}>{a('howMeasured')}</Link>
      </p>
    </section>
  );
}

function ReportOffer({ member, subscriptionId, headline, a }: { member: MemberResponse; subscriptionId: string; headline: Headline; a: ReportTranslate }) {
  // The offers page charges add-ons to the subscription named in the session values (app §4 in docs/spec-coverage.md),
  // and shows the score of the quiz bought with it, read from the service (never a default).
  const prepare = () => {
    writeSessionValue('subscriptionId', subscriptionId);
    if (member.email) writeSessionValue('userEmail', member.email);
    if (headline.quiz_attempt_id) rememberScoredQuizAttempt(headline.quiz_attempt_id);
  };
  return (
    <section className="card" aria-labelledby="offer-title">
      <span className="badge">{a('addOn')}</span>
      <h2 id="offer-title" style={{ marginTop: 8 }}>
        {a('reportTitle')}
      </h2>
      <p>{a('reportOffer')}</p>
      <Link className="button button--primary" to={paths.offers} state={{ from: 'members' } satisfies FromMembersState} onClick={prepare}>
        {a('getReport')}
      </Link>
    </section>
  );
}

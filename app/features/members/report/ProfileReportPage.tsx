import { Link } from 'react-router-dom';
import type { MemberResponse } from '../../../../contracts/members';
import { paths } from '../../../config/paths';
import { writeSessionValue } from '../../../lib/session-values';
import { useMember } from '../api/get-member';
import { useProfile } from '../api/get-profile';
import { useReport } from '../api/report';
import { MEMBERS_TEXT } from '../sections';
import { Loading, SectionError } from '../shell/SectionError';
import { CertificateCard } from './CertificateCard';
import { ReportView } from './ReportView';

/** profile-report: the extended analysis report (an add-on, offered when missing) and the certificate. */
export default function ProfileReportPage() {
  const member = useMember();
  const sub = member.data?.subscriptions.find((s) => s.status === 'active') ?? null;
  const report = useReport(sub?.id ?? null);
  const profile = useProfile(sub?.id ?? null);
  if (member.error || report.error || profile.error) {
    return <SectionError retry={() => void Promise.all([member.mutate(), report.mutate(), profile.mutate()])} />;
  }
  if (!member.data || !sub || !report.data || !profile.data) return <Loading label="Loading your report…" />;
  const latest = profile.data.latest;
  return (
    <>
      <div className="section-head">
        <h1>Your report and certificate</h1>
        <p>Built from your answers to the 20-question reasoning test.</p>
      </div>
      <p className="note">{MEMBERS_TEXT.estimateNote}</p>
      {!latest ? (
        <section className="card">
          <h2>Take the reasoning test first</h2>
          <p className="muted">The report and the certificate are made from your reasoning-test result.</p>
          <Link className="button button--primary" to={paths.memberPages.iqTest('reasoning')}>
            Start the reasoning test
          </Link>
        </section>
      ) : report.data.purchased ? (
        <ReportView report={report.data.report} subscriptionId={sub.id} iq={latest.iq} name={member.data.name} email={member.data.email ?? ''} />
      ) : (
        <ReportOffer member={member.data} subscriptionId={sub.id} />
      )}
      {latest ? <CertificateCard subscriptionId={sub.id} defaultName={member.data.name} /> : null}
    </>
  );
}

function ReportOffer({ member, subscriptionId }: { member: MemberResponse; subscriptionId: string }) {
  // The offers page charges add-ons to the subscription named in the session values (app-spec section 4).
  const prepare = () => {
    writeSessionValue('subscriptionId', subscriptionId);
    if (member.email) writeSessionValue('userEmail', member.email);
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

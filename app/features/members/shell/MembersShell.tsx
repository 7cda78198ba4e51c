import { useEffect, useMemo } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { PRODUCT_NAME } from '../../../../catalog/product';
import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { paths } from '../../../config/paths';
import { signInPathFor } from '../../../lib/return-path';
import { Placeholder } from '../../../components/Placeholder';
import { Footer } from '../../../components/Footer';
import { useMember } from '../api/get-member';
import { sendHeartbeat } from '../api/send-heartbeat';
import { useMemberIdentity } from '../identity';
import { MemberSessionContext, useMemberSession } from '../session';
import { MembersNav } from './MembersNav';
import { Loading, SectionError } from './SectionError';
import '../members.css';

/**
 * The members' area: signed-in only (a visitor goes to sign-in and comes back), and the sections
 * only with an active subscription (otherwise what to buy).
 */
export default function MembersShell({ bare = false }: { bare?: boolean }) {
  const identity = useMemberIdentity();
  const location = useLocation();
  if (identity.status === 'loading') return <Placeholder />;
  if (identity.status === 'signed-out') return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  return (
    <MemberSessionContext.Provider value={identity.session}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
        <Gate bare={bare} />
      </SWRConfig>
    </MemberSessionContext.Provider>
  );
}

/** `bare`: the same gate without the area's header and navigation, for pages with their own chrome (the games). */
function Gate({ bare }: { bare: boolean }) {
  const session = useMemberSession();
  const member = useMember();
  const location = useLocation();
  const t = useTexts(MEMBERS_TEXTS);
  const section = useMemo(() => location.pathname.split('/').filter(Boolean).slice(2, 3).join('') || 'iq-tests', [location.pathname]);

  useEffect(() => {
    // Usage logging: at most once a day per user; a failed heartbeat never disturbs the member.
    sendHeartbeat(session, section).catch(() => undefined);
  }, [session, section]);

  if (bare && member.data?.active) return <Outlet />;
  return (
    <div className="members">
      <header className="members-header">
        <Link to={paths.webapp.iqTests} className="brand" aria-label={t('home')}>
          <span className="brand__mark" aria-hidden="true">◆</span> {PRODUCT_NAME}
        </Link>
        <span className="members-header__user">{member.data?.name || session.email}</span>
      </header>
      {member.error ? (
        <main className="members-main">
          <SectionError retry={() => void member.mutate()} />
        </main>
      ) : !member.data ? (
        <main className="members-main">
          <Loading label={t('loadingAccount')} />
        </main>
      ) : !member.data.active ? (
        <main className="members-main">
          <NoSubscription />
        </main>
      ) : (
        <div className="members-body">
          <MembersNav />
          <main className="members-main">
            <Outlet />
          </main>
        </div>
      )}
      {/* The site footer: cancelling and "Withdraw from contract here" one link away in the members' area too (issue 29). */}
      <Footer withdrawal={member.data?.subscriptions.some((s) => s.withdrawal?.open_until) ?? false} />
    </div>
  );
}

function NoSubscription() {
  const t = useTexts(MEMBERS_TEXTS);
  return (
    <section className="card members-offer" aria-labelledby="no-sub-title">
      <h1 id="no-sub-title">{t('noSubscriptionTitle')}</h1>
      <p>{t('noSubscriptionBody')}</p>
      <div className="actions">
        <Link className="button button--primary" to={paths.subscription}>
          {t('noSubscriptionCta')}
        </Link>
        <Link className="button button--ghost" to={paths.quiz}>
          {t('takeQuiz')}
        </Link>
      </div>
    </section>
  );
}

import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NAME_MAX_CHARS } from '../../../../contracts/members';
import { paths } from '../../../config/paths';
import { useMember } from '../api/get-member';
import { useProfile } from '../api/get-profile';
import { useUpdateName } from '../api/update-profile';
import { formatLongDate, providerName } from '../format-money';
import { useMemberSession } from '../session';
import { Loading, SectionError } from '../shell/SectionError';
import { AccountControls } from './AccountControls';

/** profile: name (editable), email, sign-in providers, subscription state, sign out. */
export default function ProfilePage() {
  const t = useTexts(MEMBERS_TEXTS);
  const session = useMemberSession();
  const member = useMember();
  const main = member.data?.subscriptions.find((s) => s.status === 'active') ?? member.data?.subscriptions[0] ?? null;
  const profile = useProfile(main?.id ?? null);
  const navigate = useNavigate();
  if (member.error) return <SectionError retry={() => void member.mutate()} />;
  if (!member.data) return <Loading label="Loading your profile…" />;
  return (
    <>
      <h1>{t('profile')}</h1>
      <section className="card stack" aria-labelledby="name-title">
        <h2 id="name-title">Your name</h2>
        <NameForm current={member.data.name} />
      </section>
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">Account</h2>
        <dl className="dl">
          <dt>Email</dt>
          <dd>{session.email ?? member.data.email ?? '—'}</dd>
          <dt>Signed in with</dt>
          <dd>{session.providers.length ? session.providers.map(providerName).join(', ') : '—'}</dd>
          <dt>Subscription</dt>
          <dd>{main ? `${main.name}: ${main.status === 'active' ? 'active' : 'cancelled'}${main.next_charge_at ? `, renews ${formatLongDate(main.next_charge_at)}` : ''}` : 'none'}</dd>
          <dt>Latest reasoning estimate</dt>
          <dd>{profile.data?.latest ? `${profile.data.latest.iq} (range ${profile.data.latest.iq_low}–${profile.data.latest.iq_high})` : profile.data ? 'not taken yet' : '…'}</dd>
        </dl>
        <p style={{ marginTop: 16 }}>
          <Link to={paths.webapp.manageSubscriptions}>Manage subscriptions</Link>
        </p>
      </section>
      <AccountControls email={session.email ?? member.data.email ?? null} />
      <div>
        <button type="button" className="button button--ghost" onClick={() => void session.signOut().then(() => navigate(paths.landing))}>
          Sign out
        </button>
      </div>
    </>
  );
}

function NameForm({ current }: { current: string }) {
  const [name, setName] = useState(current);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const save = useUpdateName();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setState('saving');
    save(name.trim()).then(
      () => setState('saved'),
      () => setState('failed'),
    );
  };
  return (
    <form onSubmit={onSubmit} className="stack">
      <div className="form-row">
        <label htmlFor="profile-name">Name</label>
        <input id="profile-name" value={name} maxLength={NAME_MAX_CHARS} required autoComplete="name" onChange={(e) => { setName(e.target.value); setState('idle'); }} />
      </div>
      <p className="muted" style={{ fontSize: 14 }}>Shown on your report and certificate.</p>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={state === 'saving' || name.trim() === ''}>
          Save name
        </button>
      </div>
      <p role="status" className={state === 'failed' ? 'field-error' : 'muted'}>
        {state === 'saved' ? 'Name saved.' : state === 'failed' ? 'The name was not saved. Try again.' : ''}
      </p>
    </form>
  );
}

import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { PROFILE_TEXTS, type ProfileTranslate } from './profile-texts';
import { formatLongDate, formatNumber, formatRange } from '../locale-format';
import { planName } from '../../../lib/i18n/plan-names';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NAME_MAX_CHARS } from '../../../../contracts/members';
import { paths } from '../../../config/paths';
import { useMember } from '../api/get-member';
import { useProfile } from '../api/get-profile';
import { useUpdateName } from '../api/update-profile';
import { useMemberSession } from '../session';
import { Loading, SectionError } from '../shell/SectionError';
import { AccountControls } from './AccountControls';

/** A sign-in provider's name for people; Google and Apple by their own names, an unknown id as it came. */
function providerName(a: ProfileTranslate, id: string): string {
  if (id === 'password') return a('providerPassword');
  if (id === 'emailLink') return a('providerEmailLink');
  if (id === 'phone') return a('providerPhone');
  return id === 'google.com' ? 'Google' : id === 'apple.com' ? 'Apple' : id;
}

/** profile: name (editable), email, sign-in providers, subscription state, sign out. */
export default function ProfilePage() {
  const t = useTexts(MEMBERS_TEXTS);
  const a = useTexts(PROFILE_TEXTS);
  const session = useMemberSession();
  const member = useMember();
  const main = member.data?.subscriptions.find((s) => s.status === 'active') ?? member.data?.subscriptions[0] ?? null;
  const profile = useProfile(main?.id ?? null);
  const navigate = useNavigate();
  if (member.error) return <SectionError retry={() => void member.mutate()} />;
  if (!member.data) return <Loading label={a('loadingProfile')} />;
  return (
    <>
      <h1>{t('profile')}</h1>
      <section className="card stack" aria-labelledby="name-title">
        <h2 id="name-title">{a('yourName')}</h2>
        <NameForm current={member.data.name} a={a} />
      </section>
      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">{a('account')}</h2>
        <dl className="dl">
          <dt>{a('email')}</dt>
          <dd>{session.email ?? member.data.email ?? '—'}</dd>
          <dt>{a('signedInWith')}</dt>
          <dd>{session.providers.length ? new Intl.ListFormat(a.locale, { type: 'unit' }).format(session.providers.map((id) => providerName(a, id))) : '—'}</dd>
          <dt>{a('subscription')}</dt>
          <dd>
            {main
              ? main.next_charge_at
                ? a('subscriptionStateRenews', { plan: planName(a.locale, main.plan_id, main.name), state: main.status, date: formatLongDate(main.next_charge_at, a.locale) })
                : a('subscriptionState', { plan: planName(a.locale, main.plan_id, main.name), state: main.status })
              : a('none')}
          </dd>
          <dt>{a('latestEstimate')}</dt>
          <dd>{profile.data?.latest ? a('scoreRange', { iq: formatNumber(profile.data.latest.iq, a.locale), range: formatRange(profile.data.latest.iq_low, profile.data.latest.iq_high, a.locale) }) : profile.data ? a('notTakenYet') : '…'}</dd>
        </dl>
        <p style={{ marginTop: 16 }}>
          <Link to={paths.webapp.manageSubscriptions}>{t('subscriptionsHeading')}</Link>
        </p>
      </section>
      <AccountControls email={session.email ?? member.data.email ?? null} />
      <div>
        <button type="button" className="button button--ghost" onClick={() => void session.signOut().then(() => navigate(paths.landing))}>
          {a('signOut')}
        </button>
      </div>
    </>
  );
}

function NameForm({ current, a }: { current: string; a: ProfileTranslate }) {
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
        <label htmlFor="profile-name">{a('name')}</label>
        <input id="profile-name" value={name} maxLength={NAME_MAX_CHARS} required autoComplete="name" onChange={(e) => { setName(e.target.value); setState('idle'); }} />
      </div>
      <p className="muted" style={{ fontSize: 14 }}>
        {a('nameHint')}
      </p>
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={state === 'saving' || name.trim() === ''}>
          {a('saveName')}
        </button>
      </div>
      <p role="status" className={state === 'failed' ? 'field-error' : 'muted'}>
        {state === 'saved' ? a('nameSaved') : state === 'failed' ? a('nameFailed') : ''}
      </p>
    </form>
  );
}

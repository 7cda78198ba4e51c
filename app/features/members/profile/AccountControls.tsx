import { useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { useTexts } from '../../../lib/i18n/texts';
import { useAccountActions } from '../api/account';
import { PROFILE_TEXTS } from './profile-texts';
import { useMemberSession } from '../session';

/**
 * The profile's data controls (issue 29, point 4): download everything kept about you as one JSON
 * file, or delete the account, confirmed by typing its email. Deleting cancels renewals at once.
 */
export function AccountControls({ email }: { email: string | null }) {
  const a = useTexts(PROFILE_TEXTS);
  const actions = useAccountActions();
  const session = useMemberSession();
  const [download, setDownload] = useState<'idle' | 'working' | 'done' | 'failed'>('idle');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState<{ kind: 'idle' | 'working' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const matches = email !== null && typed.trim().toLowerCase() === email.toLowerCase();

  const onDownload = () => {
    setDownload('working');
    actions.download().then(
      () => setDownload('done'),
      () => setDownload('failed'),
    );
  };
  const onDelete = (e: FormEvent) => {
    e.preventDefault();
    if (!matches) return;
    setDeleting({ kind: 'working' });
    actions.remove(typed.trim()).then(
      // A full load of the landing, not the router's navigate: with the identity gone the members' area
      // may already have sent the former member to sign-in, unmounting this form (its navigate is then ignored).
      () => void session.signOut().finally(() => window.location.replace(paths.landing)),
      // The service's refusal by its code in the shopper's language (issue 33), else ours; those texts load only now.
      (error: unknown) =>
        void import('../../../lib/service-errors/service-error-texts')
          .then(
            ({ serviceErrorText }) => serviceErrorText(error, a('deleteFailed'), a.locale),
            () => a('deleteFailed'),
          )
          .then((message) => setDeleting({ kind: 'failed', message })),
    );
  };

  return (
    <>
      <section className="card stack" aria-labelledby="data-title">
        <h2 id="data-title">{a('yourData')}</h2>
        <p className="muted">{a('yourDataText')}</p>
        <div className="actions">
          <button type="button" className="button button--primary" disabled={download === 'working'} onClick={onDownload}>
            {a('download')}
          </button>
        </div>
        <p role="status" className={download === 'failed' ? 'field-error' : 'muted'}>
          {download === 'done' ? a('downloaded') : download === 'failed' ? a('downloadFailed') : ''}
        </p>
      </section>
      <section className="card stack" aria-labelledby="delete-title">
        <h2 id="delete-title">{a('deleteAccount')}</h2>
        <p className="muted">{a('deleteAccountText')}</p>
        {open ? (
          <form onSubmit={onDelete} className="stack" aria-label={a('deleteAccount')}>
            <div className="form-row">
              <label htmlFor="delete-email">{a('emailLabel')}</label>
              <input id="delete-email" type="email" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} aria-describedby="delete-hint" required />
              <p id="delete-hint" className="muted" style={{ fontSize: 14, margin: 0 }}>
                {email ?? a('accountEmail')}
              </p>
            </div>
            <div className="actions">
              <button type="submit" className="button button--danger" disabled={!matches || deleting.kind === 'working'}>
                {a('deleteConfirm')}
              </button>
              <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
                {a('keep')}
              </button>
            </div>
            <p role="alert" className="field-error">
              {deleting.kind === 'failed' ? deleting.message : ''}
            </p>
          </form>
        ) : (
          <div className="actions">
            <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
              {a('deleteOpen')}
            </button>
          </div>
        )}
      </section>
    </>
  );
}

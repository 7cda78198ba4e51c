import { useState, type FormEvent } from 'react';
import { paths } from '../../../config/paths';
import { HttpError } from '../../../lib/fetch-json';
import { useAccountActions } from '../api/account';
import { useMemberSession } from '../session';

export const ACCOUNT_CONTROL_TEXTS = {
  download: 'Download my data',
  deleteOpen: 'Delete my account…',
  emailLabel: 'Type your email to confirm',
  deleteConfirm: 'Delete my account permanently',
  keep: 'Keep my account',
} as const;

/**
 * The profile's data controls (issue 29, point 4): download everything kept about you as one JSON
 * file, or delete the account, confirmed by typing its email. Deleting cancels renewals at once.
 */
export function AccountControls({ email }: { email: string | null }) {
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
      (error: unknown) => setDeleting({ kind: 'failed', message: (error instanceof HttpError ? HttpError.messageOf(error.body) : null) ?? 'The account was not deleted. Try again.' }),
    );
  };

  return (
    <>
      <section className="card stack" aria-labelledby="data-title">
        <h2 id="data-title">Your data</h2>
        <p className="muted">One JSON file: your account, subscriptions, charges (no card details), consents, test results, game scores and the emails we sent you.</p>
        <div className="actions">
          <button type="button" className="button button--primary" disabled={download === 'working'} onClick={onDownload}>
            {ACCOUNT_CONTROL_TEXTS.download}
          </button>
        </div>
        <p role="status" className={download === 'failed' ? 'field-error' : 'muted'}>
          {download === 'done' ? 'Your data file is downloaded.' : download === 'failed' ? 'The download failed. Try again.' : ''}
        </p>
      </section>
      <section className="card stack" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete account</h2>
        <p className="muted">Your subscriptions are cancelled at once and never charged again, your personal data is erased and you can no longer sign in. We keep only what the law requires for accounting, without your email.</p>
        {open ? (
          <form onSubmit={onDelete} className="stack" aria-label="Delete account">
            <div className="form-row">
              <label htmlFor="delete-email">{ACCOUNT_CONTROL_TEXTS.emailLabel}</label>
              <input id="delete-email" type="email" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} aria-describedby="delete-hint" required />
              <p id="delete-hint" className="muted" style={{ fontSize: 14, margin: 0 }}>
                {email ?? 'your account email'}
              </p>
            </div>
            <div className="actions">
              <button type="submit" className="button button--danger" disabled={!matches || deleting.kind === 'working'}>
                {ACCOUNT_CONTROL_TEXTS.deleteConfirm}
              </button>
              <button type="button" className="button button--ghost" onClick={() => setOpen(false)}>
                {ACCOUNT_CONTROL_TEXTS.keep}
              </button>
            </div>
            <p role="alert" className="field-error">
              {deleting.kind === 'failed' ? deleting.message : ''}
            </p>
          </form>
        ) : (
          <div className="actions">
            <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
              {ACCOUNT_CONTROL_TEXTS.deleteOpen}
            </button>
          </div>
        )}
      </section>
    </>
  );
}

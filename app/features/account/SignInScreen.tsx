/**
 * The sign-in screen (route sign-in) and its activation mode (route activate): Google, Apple, an
 * email link and, on sign-in, email and password, and phone. After a sign-in made here, a purchase waiting in
 * this tab or named by the activation link joins the account (/subs/finalize with the ID token),
 * then the user goes to the members' area.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Header } from '../../components/Header';
import { paths } from '../../config/paths';
import { logAuthError, SIGN_OUT_MESSAGES } from '../../lib/auth/auth-messages';
import { authStateAtom, signOutAtom } from '../../lib/auth/auth-atoms';
import { HttpError } from '../../lib/fetch-json';
import { returnPathFrom } from '../../lib/return-path';
import { clearSessionValues } from '../../lib/session-values';
import { saveUserReport } from '../../lib/user-report';
import { APP_MESSAGES } from '../../messages';
import { ACCOUNT_TEXTS } from './account-texts';
import { linkPurchase } from '../../lib/link-purchase';
import { EmailLinkForm } from './EmailLinkForm';
import { PasswordForm } from './PasswordForm';
import { PhoneForm } from './PhoneForm';
import { pendingPurchase } from './pending-purchase';
import { completeEmailLink, emailForLink, isEmailLink, signInWithSocial, type SocialProvider } from './sign-in-actions';

export type SignInMode = 'sign-in' | 'activate';

type Step =
  | { readonly kind: 'choose' }
  | { readonly kind: 'confirm-email' }
  | { readonly kind: 'working'; readonly text: string }
  | { readonly kind: 'link-failed'; readonly message: string };

export function SignInScreen({ mode }: { mode: SignInMode }) {
  const state = useAtomValue(authStateAtom);
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  const href = window.location.href;
  const purchase = pendingPurchase(window.location.search);
  const [step, setStep] = useState<Step>(() => (isEmailLink(href) ? { kind: 'working', text: ACCOUNT_TEXTS.signingIn } : { kind: 'choose' }));
  const [error, setError] = useState<string | null>(null);
  /** Set by a sign-in made on this page: only then does the page move on by itself. */
  const [signedInHere, setSignedInHere] = useState(false);
  const finishing = useRef(false);

  // An email link opened here: complete it with the address this browser (or the link) remembers.
  useEffect(() => {
    if (!isEmailLink(href)) return;
    const email = emailForLink(href);
    if (!email) {
      setStep({ kind: 'confirm-email' });
      return;
    }
    completeEmailLink(email, href)
      .then(() => setSignedInHere(true))
      .catch((caught: unknown) => {
        setError(logAuthError('email link sign-in', caught));
        setStep({ kind: 'choose' });
      });
  }, [href]);

  // Signed in here (or arriving signed in to activate): link the waiting purchase, then the members' area.
  useEffect(() => {
    if (state.status !== 'signed-in' || finishing.current) return;
    if (!signedInHere && !(mode === 'activate' && purchase)) return;
    finishing.current = true;
    void (async () => {
      if (purchase) {
        setStep({ kind: 'working', text: ACCOUNT_TEXTS.linking });
        try {
          const linked = await linkPurchase(purchase);
          saveUserReport({ subscriptionId: linked.id, email: linked.email, planId: linked.plan_id, signedIn: true });
          clearSessionValues();
        } catch (caught) {
          const message = caught instanceof HttpError ? HttpError.messageOf(caught.body) : null;
          logAuthError('link purchase', caught);
          setStep({ kind: 'link-failed', message: message ?? APP_MESSAGES.finalizeError });
          return;
        }
      }
      // Back to the members' page that sent a signed-out visitor here, else the default section.
      void navigate(returnPathFrom(window.location.search) ?? paths.webapp.iqTests);
    })();
  }, [state, signedInHere, mode, purchase, navigate]);

  const social = async (provider: SocialProvider) => {
    setError(null);
    try {
      if ((await signInWithSocial(provider)) === 'signed-in') setSignedInHere(true);
    } catch (caught) {
      setError(logAuthError(`${provider} sign-in`, caught));
    }
  };

  const title = mode === 'activate' ? ACCOUNT_TEXTS.activateTitle : ACCOUNT_TEXTS.signInTitle;
  const continueUrl = `${window.location.origin}${mode === 'activate' ? paths.activate : paths.signIn}${purchase && mode === 'activate' ? `?subscription=${encodeURIComponent(purchase.subscriptionId)}` : ''}`;
  const notice = state.status === 'signed-out' && state.reason ? SIGN_OUT_MESSAGES[state.reason] : null;

  return (
    <>
      <Header />
      <main className="page account">
        <section className="card stack" aria-labelledby="account-title">
          <h1 id="account-title">{title}</h1>
          {notice ? (
            <p className="error-banner" role="alert">
              {notice}
            </p>
          ) : null}
          {step.kind === 'working' ? (
            <p className="status-line" role="status">
              <span className="spinner spinner--inline" aria-hidden="true" /> {step.text}
            </p>
          ) : step.kind === 'link-failed' ? (
            <>
              <p className="error-banner" role="alert">
                {step.message}
              </p>
              <Link className="button button--primary" to={paths.webapp.iqTests}>
                {ACCOUNT_TEXTS.goToTraining}
              </Link>
            </>
          ) : step.kind === 'confirm-email' ? (
            <ConfirmEmail
              onEmail={(email) => {
                setStep({ kind: 'working', text: ACCOUNT_TEXTS.signingIn });
                completeEmailLink(email, href)
                  .then(() => setSignedInHere(true))
                  .catch((caught: unknown) => {
                    setError(logAuthError('email link sign-in', caught));
                    setStep({ kind: 'choose' });
                  });
              }}
            />
          ) : state.status === 'signed-in' && !signedInHere && !(mode === 'activate' && purchase) ? (
            <>
              <p role="status">{ACCOUNT_TEXTS.signedInAs(state.user.email || state.user.phoneNumber || state.user.displayName)}</p>
              <Link className="button button--primary" to={paths.webapp.iqTests}>
                {ACCOUNT_TEXTS.goToTraining}
              </Link>
              <button type="button" className="button button--ghost" onClick={() => void signOut()}>
                {ACCOUNT_TEXTS.signOut}
              </button>
            </>
          ) : (
            <>
              <p className="lead">{mode === 'activate' ? ACCOUNT_TEXTS.activateLead : ACCOUNT_TEXTS.signInLead}</p>
              {error ? (
                <p className="error-banner" role="alert">
                  {error}
                </p>
              ) : null}
              <div className="stack">
                <button type="button" className="button button--social" onClick={() => void social('google')}>
                  <span aria-hidden="true" className="social-mark">G</span> {ACCOUNT_TEXTS.google}
                </button>
                <button type="button" className="button button--social button--apple" onClick={() => void social('apple')}>
                  <span aria-hidden="true" className="social-mark"></span> {ACCOUNT_TEXTS.apple}
                </button>
              </div>
              <p className="divider">
                <span>{ACCOUNT_TEXTS.or}</span>
              </p>
              <EmailLinkForm initialEmail={purchase?.email ?? ''} continueUrl={continueUrl} />
              {mode === 'sign-in' ? (
                <>
                  <p className="divider">
                    <span>{ACCOUNT_TEXTS.or}</span>
                  </p>
                  <PasswordForm initialEmail="" onSignedIn={() => setSignedInHere(true)} />
                  <p className="divider">
                    <span>{ACCOUNT_TEXTS.or}</span>
                  </p>
                  <PhoneForm onSignedIn={() => setSignedInHere(true)} />
                </>
              ) : null}
            </>
          )}
        </section>
        <nav className="account-links" aria-label="Account help">
          <Link to={paths.accessRecovery}>{ACCOUNT_TEXTS.forgot}</Link>
          <Link to={paths.accessProduct}>{ACCOUNT_TEXTS.alreadyBought}</Link>
        </nav>
      </main>
    </>
  );
}

function ConfirmEmail({ onEmail }: { onEmail: (email: string) => void }) {
  const [email, setEmail] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) onEmail(email.trim());
  };
  return (
    <form className="stack account-form" onSubmit={submit} aria-label={ACCOUNT_TEXTS.confirmEmailTitle}>
      <h2>{ACCOUNT_TEXTS.confirmEmailTitle}</h2>
      <p className="muted">{ACCOUNT_TEXTS.confirmEmailLead}</p>
      <label htmlFor={id}>{ACCOUNT_TEXTS.emailLabel}</label>
      <input id={id} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <button className="button button--primary" type="submit">
        {ACCOUNT_TEXTS.continue}
      </button>
    </form>
  );
}

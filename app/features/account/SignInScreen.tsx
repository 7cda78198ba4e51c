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
import { logAuthError } from '../../lib/auth/auth-messages';
import { useAuthTexts } from '../../lib/auth/auth-texts';
import { authStateAtom, signOutAtom } from '../../lib/auth/auth-atoms';
import { returnPathFrom } from '../../lib/return-path';
import { clearSessionValues } from '../../lib/session-values';
import { saveUserReport } from '../../lib/user-report';
import { useTexts } from '../../lib/i18n/texts';
import { useServiceErrorText } from '../../lib/service-errors/service-error-texts';
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
  | { readonly kind: 'working'; readonly text: 'signingIn' | 'linking' }
  /** `error`: the refused call, worded from its stable code when shown, else 'Finalize error'. */
  | { readonly kind: 'link-failed'; readonly error: unknown };

export function SignInScreen({ mode }: { mode: SignInMode }) {
  const t = useTexts(ACCOUNT_TEXTS);
  const serviceText = useServiceErrorText();
  const auth = useAuthTexts();
  const state = useAtomValue(authStateAtom);
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  const href = window.location.href;
  const purchase = pendingPurchase(window.location.search);
  const [step, setStep] = useState<Step>(() => (isEmailLink(href) ? { kind: 'working', text: 'signingIn' } : { kind: 'choose' }));
  /** The last identity failure here, worded when shown (in the language the page has then). */
  const [error, setError] = useState<{ readonly caught: unknown } | null>(null);
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
        logAuthError('email link sign-in', caught);
        setError({ caught });
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
        setStep({ kind: 'working', text: 'linking' });
        try {
          const linked = await linkPurchase(purchase);
          saveUserReport({ subscriptionId: linked.id, email: linked.email, planId: linked.plan_id, signedIn: true });
          clearSessionValues();
        } catch (caught) {
          logAuthError('link purchase', caught);
          setStep({ kind: 'link-failed', error: caught });
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
      logAuthError(`${provider} sign-in`, caught);
      setError({ caught });
    }
  };

  const title = mode === 'activate' ? t('activateTitle') : t('signInTitle');
  const continueUrl = `${window.location.origin}${mode === 'activate' ? paths.activate : paths.signIn}${purchase && mode === 'activate' ? `?subscription=${encodeURIComponent(purchase.subscriptionId)}` : ''}`;
  const notice = state.status === 'signed-out' && state.reason ? auth.signedOut(state.reason) : null;

  return (
    <>
      <Header homeLabel={t('home')} signInLabel={t('signIn')} />
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
              <span className="spinner spinner--inline" aria-hidden="true" /> {t(step.text)}
            </p>
          ) : step.kind === 'link-failed' ? (
            <>
              <p className="error-banner" role="alert">
                {serviceText(step.error, t('finalizeError'))}
              </p>
              <Link className="button button--primary" to={paths.webapp.iqTests}>
                {t('goToTraining')}
              </Link>
            </>
          ) : step.kind === 'confirm-email' ? (
            <ConfirmEmail
              onEmail={(email) => {
                setStep({ kind: 'working', text: 'signingIn' });
                completeEmailLink(email, href)
                  .then(() => setSignedInHere(true))
                  .catch((caught: unknown) => {
                    logAuthError('email link sign-in', caught);
                    setError({ caught });
                    setStep({ kind: 'choose' });
                  });
              }}
            />
          ) : state.status === 'signed-in' && !signedInHere && !(mode === 'activate' && purchase) ? (
            <>
              <p role="status">{t('signedInAs', { email: state.user.email || state.user.phoneNumber || state.user.displayName })}</p>
              <Link className="button button--primary" to={paths.webapp.iqTests}>
                {t('goToTraining')}
              </Link>
              <button type="button" className="button button--ghost" onClick={() => void signOut()}>
                {t('signOut')}
              </button>
            </>
          ) : (
            <>
              <p className="lead">{mode === 'activate' ? t('activateLead') : t('signInLead')}</p>
              {error ? (
                <p className="error-banner" role="alert">
                  {auth.message(error.caught)}
                </p>
              ) : null}
              <div className="stack">
                <button type="button" className="button button--social" onClick={() => void social('google')}>
                  <span aria-hidden="true" className="social-mark">G</span> {t('google')}
                </button>
                <button type="button" className="button button--social button--apple" onClick={() => void social('apple')}>
                  <span aria-hidden="true" className="social-mark"></span> {t('apple')}
                </button>
              </div>
              <p className="divider">
                <span>{t('or')}</span>
              </p>
              <EmailLinkForm initialEmail={purchase?.email ?? ''} continueUrl={continueUrl} />
              {mode === 'sign-in' ? (
                <>
                  <p className="divider">
                    <span>{t('or')}</span>
                  </p>
                  <PasswordForm initialEmail="" onSignedIn={() => setSignedInHere(true)} />
                  <p className="divider">
                    <span>{t('or')}</span>
                  </p>
                  <PhoneForm onSignedIn={() => setSignedInHere(true)} />
                </>
              ) : null}
            </>
          )}
        </section>
        <nav className="account-links" aria-label={t('accountHelp')}>
          <Link to={paths.accessRecovery}>{t('forgot')}</Link>
          <Link to={paths.accessProduct}>{t('alreadyBought')}</Link>
        </nav>
      </main>
    </>
  );
}

function ConfirmEmail({ onEmail }: { onEmail: (email: string) => void }) {
  const t = useTexts(ACCOUNT_TEXTS);
  const [email, setEmail] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) onEmail(email.trim());
  };
  return (
    <form className="stack account-form" onSubmit={submit} aria-label={t('confirmEmailTitle')}>
      <h2>{t('confirmEmailTitle')}</h2>
      <p className="muted">{t('confirmEmailLead')}</p>
      <label htmlFor={id}>{t('emailLabel')}</label>
      <input id={id} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
      <button className="button button--primary" type="submit">
        {t('continue')}
      </button>
    </form>
  );
}

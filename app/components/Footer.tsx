import { NavLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { useTexts } from '../lib/i18n/texts';
import { FOOTER_TEXTS } from './footer-texts';
import { LanguageSwitcher } from './LanguageSwitcher';
import { useSignedIn } from './Header';

/** The way in for a visitor; a signed-in member's account in its place (issue 41), as the header does. */
const SIGN_IN_LINK = { to: paths.signIn, label: 'signIn' } as const;
const ACCOUNT_LINK = { to: paths.webapp.root, label: 'myAccount' } as const;

const LEGAL_LINKS = [
  // Cancelling is one link away from every page (issue 29): the page serves members and buyers without an account alike.
  { to: paths.unsubscription, label: 'cancel' },
  { to: paths.privacy, label: 'privacy' },
  { to: paths.terms, label: 'terms' },
  { to: paths.cookiePolicy, label: 'cookies' },
] as const;

/** The EU withdrawal function (CRD Article 11a, issue 29) under its statutory label, before the legal pages. */
const WITHDRAWAL_LINK = { to: paths.withdrawFromContract, label: 'withdraw' } as const;

/**
 * Site footer with the legal pages; NavLink marks the page you are on with aria-current. `withdrawal`:
 * whether to offer "Withdraw from contract here". A visitor's pages cannot know where or when they
 * bought, so they offer it and the page and the service decide; the members' area offers it only
 * while one of the member's subscriptions is in its withdrawal period, as its own list does.
 * Its words are in the shopper's language (issue 33).
 */
export function Footer({ withdrawal = true }: { withdrawal?: boolean }) {
  const t = useTexts(FOOTER_TEXTS);
  const account = useSignedIn() ? ACCOUNT_LINK : SIGN_IN_LINK;
  const links = [account, ...(withdrawal ? [LEGAL_LINKS[0], WITHDRAWAL_LINK, ...LEGAL_LINKS.slice(1)] : LEGAL_LINKS)];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t('navLabel')}>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="site-footer__link">
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher label={t('language')} />
        <p className="site-footer__note">
          {t('note', { year: new Date().getFullYear() })}{' '}
          <NavLink to={paths.measurement} className="site-footer__link">
            {t('measured')}
          </NavLink>
        </p>
      </div>
    </footer>
  );
}

import { NavLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { PRODUCT_NAME } from '../../catalog/product';
import { ACCOUNT_LINK_TEXT } from '../../catalog/account-pages';
import { LanguageSwitcher } from './LanguageSwitcher';

const LEGAL_LINKS = [
  { to: paths.signIn, label: ACCOUNT_LINK_TEXT.signIn },
  // Cancelling is one link away from every page (issue 29): the page serves members and buyers without an account alike.
  { to: paths.unsubscription, label: ACCOUNT_LINK_TEXT.cancel },
  { to: paths.privacy, label: 'Privacy policy' },
  { to: paths.terms, label: 'Terms of service' },
  { to: paths.cookiePolicy, label: 'Cookie policy' },
] as const;

/** The EU withdrawal function (CRD Article 11a, issue 29) under its statutory label, before the legal pages. */
const WITHDRAWAL_LINK = { to: paths.withdrawFromContract, label: ACCOUNT_LINK_TEXT.withdraw } as const;

/**
 * Site footer with the legal pages; NavLink marks the page you are on with aria-current. `withdrawal`:
 * whether to offer "Withdraw from contract here". A visitor's pages cannot know where or when they
 * bought, so they offer it and the page and the service decide; the members' area offers it only
 * while one of the member's subscriptions is in its withdrawal period, as its own list does.
 */
export function Footer({ withdrawal = true }: { withdrawal?: boolean }) {
  const links = withdrawal ? [...LEGAL_LINKS.slice(0, 2), WITHDRAWAL_LINK, ...LEGAL_LINKS.slice(2)] : LEGAL_LINKS;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Account and legal">
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="site-footer__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
        <p className="site-footer__note">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Scores are estimates for self-development, not a clinical assessment.{' '}
          <NavLink to={paths.measurement} className="site-footer__link">
            How your score is measured
          </NavLink>
        </p>
      </div>
    </footer>
  );
}

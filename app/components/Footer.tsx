import { NavLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { PRODUCT_NAME } from '../../catalog/product';

const LEGAL_LINKS = [
  { to: paths.privacy, label: 'Privacy policy' },
  { to: paths.terms, label: 'Terms of service' },
  { to: paths.cookiePolicy, label: 'Cookie policy' },
] as const;

/** Site footer with the legal pages; NavLink marks the page you are on with aria-current. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="Legal">
          <ul className="site-footer__links">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="site-footer__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__note">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Scores are estimates for self-development, not a clinical assessment.
        </p>
      </div>
    </footer>
  );
}

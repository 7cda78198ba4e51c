import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../../catalog/product';
import { paths } from '../config/paths';
import { ACCOUNT_LINK_TEXT } from '../../catalog/account-pages';

/**
 * The site header: home, and the way back in for members on every page but the sign-in itself (issue 29, point 5).
 * A page that speaks the shopper's language passes the two names in it (issue 33); the header itself
 * lives in every first load, so it carries English only.
 */
export function Header({ homeLabel = `${PRODUCT_NAME} home`, signInLabel = ACCOUNT_LINK_TEXT.signIn }: { homeLabel?: string; signInLabel?: string } = {}) {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <Link to={paths.landing} className="brand" aria-label={homeLabel}>
        <span className="brand__mark" aria-hidden="true">◆</span> {PRODUCT_NAME}
      </Link>
      {pathname === paths.signIn ? null : (
        <Link to={paths.signIn} className="site-header__sign-in">
          {signInLabel}
        </Link>
      )}
    </header>
  );
}

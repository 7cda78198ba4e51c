import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../../catalog/product';
import { paths } from '../config/paths';
import { ACCOUNT_LINK_TEXT } from '../../catalog/account-pages';

/** The site header: home, and the way back in for members on every page but the sign-in itself (issue 29, point 5). */
export function Header() {
  const { pathname } = useLocation();
  return (
    <header className="site-header">
      <Link to={paths.landing} className="brand" aria-label={`${PRODUCT_NAME} home`}>
        <span className="brand__mark" aria-hidden="true">◆</span> {PRODUCT_NAME}
      </Link>
      {pathname === paths.signIn ? null : (
        <Link to={paths.signIn} className="site-header__sign-in">
          {ACCOUNT_LINK_TEXT.signIn}
        </Link>
      )}
    </header>
  );
}

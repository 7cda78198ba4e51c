import { useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { hasSignedInHint } from '../lib/auth/signed-in-hint';
import { PRODUCT_NAME } from '../../catalog/product';
import { paths } from '../config/paths';
import { ACCOUNT_LINK_TEXT } from '../../catalog/account-pages';

/** Whether this browser has someone signed in (the Firebase-free hint); false while prerendering and hydrating, then the stored answer. */
export const useSignedIn = () =>
  useSyncExternalStore(
    (changed) => {
      window.addEventListener('storage', changed);
      return () => window.removeEventListener('storage', changed);
    },
    () => hasSignedInHint(),
    () => false,
  );

/**
 * The site header: home, and the way back in for members on every page but the sign-in itself (issue 29, point 5);
 * once someone is signed in on this browser, their account instead of "Member sign-in".
 * A page that speaks the shopper's language passes the two names in it (issue 33); the header itself
 * lives in every first load, so it carries English only.
 */
export function Header({
  homeLabel = `${PRODUCT_NAME} home`,
  signInLabel = ACCOUNT_LINK_TEXT.signIn,
  accountLabel = ACCOUNT_LINK_TEXT.account,
}: { homeLabel?: string; signInLabel?: string; accountLabel?: string } = {}) {
  const { pathname } = useLocation();
  const signedIn = useSignedIn();
  return (
    <header className="site-header">
      <Link to={paths.landing} className="brand" aria-label={homeLabel}>
        <span className="brand__mark" aria-hidden="true">◆</span> {PRODUCT_NAME}
      </Link>
      {pathname === paths.signIn ? null : signedIn ? (
        <Link to={paths.webapp.root} className="site-header__sign-in">
          {accountLabel}
        </Link>
      ) : (
        <Link to={paths.signIn} className="site-header__sign-in">
          {signInLabel}
        </Link>
      )}
    </header>
  );
}

/** The legal pages' frame in English, ICU MessageFormat (issue 44): the part "legal" of the app's catalogues. */
import { ACCOUNT_LINK_TEXT } from '../../../catalog/account-pages';
import { PRODUCT_NAME } from '../../../catalog/product';

export const LEGAL_TEXT = {
  home: `${PRODUCT_NAME} home`,
  memberSignIn: ACCOUNT_LINK_TEXT.signIn,
  eyebrow: 'Legal',
  lastUpdated: 'Last updated {date}',
  contents: 'Contents',
} as const;

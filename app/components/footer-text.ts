/** The footer's words in English, ICU MessageFormat (issue 33): the part "footer" of the app's catalogues. */
import { ACCOUNT_LINK_TEXT } from '../../catalog/account-pages';
import { PRODUCT_NAME } from '../../catalog/product';

export const FOOTER_TEXT = {
  navLabel: 'Account and legal',
  signIn: ACCOUNT_LINK_TEXT.signIn,
  /** In place of the sign-in once someone is signed in on this browser (issue 41), as the header says it. */
  myAccount: ACCOUNT_LINK_TEXT.account,
  cancel: ACCOUNT_LINK_TEXT.cancel,
  withdraw: ACCOUNT_LINK_TEXT.withdraw,
  privacy: 'Privacy policy',
  terms: 'Terms of service',
  cookies: 'Cookie policy',
  language: 'Language',
  note: `© {year} ${PRODUCT_NAME}. Scores are estimates for self-development, not a clinical assessment.`,
  measured: 'How your score is measured',
} as const;

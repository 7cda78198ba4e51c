/**
 * The measurement page's words on where calibration stands, in English, ICU MessageFormat: the part
 * "measurement" of the app's catalogues (app/text-registry/sources.ts), translated in app/lib/i18n/catalogues/.
 * They tell a customer what the scores rest on and how precise they are, in plain words.
 */
import { ACCOUNT_LINK_TEXT } from '../../../catalog/account-pages';
import { PRODUCT_NAME } from '../../../catalog/product';

export const MEASUREMENT_TEXT = {
  // The header's links (issue 44), as every page names them.
  home: `${PRODUCT_NAME} home`,
  signIn: ACCOUNT_LINK_TEXT.signIn,
  myAccount: ACCOUNT_LINK_TEXT.account,
  provisional:
    'Each question’s difficulty is still our expert estimate for its kind and level. Once {minAnswers} people have answered a question, we re-estimate it from their answers. The 95 % interval next to your score shows how precise it is with these estimates.',
  calibrated:
    '{dated, select, yes {Updated {date}: } other {}}{calibrated} questions re-estimated from real people’s answers; {provisional} still use our expert estimate (each has fewer than {minAnswers} answers so far).',
} as const;

import english from 'virtual:app-messages/checkout/en';
import { textPart } from '../../lib/i18n/texts';
import type { CHECKOUT_TEXT } from './checkout-text';

/** The checkout's words in the shopper's language (issue 33): English in this chunk, each other language loaded on demand. */
export const CHECKOUT_TEXTS = textPart<keyof typeof CHECKOUT_TEXT>(english, {
  es: () => import('virtual:app-messages/checkout/es'),
  'pt-BR': () => import('virtual:app-messages/checkout/pt-BR'),
  fr: () => import('virtual:app-messages/checkout/fr'),
  de: () => import('virtual:app-messages/checkout/de'),
  ar: () => import('virtual:app-messages/checkout/ar'),
});

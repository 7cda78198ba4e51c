/**
 * The wallet stand-ins' sheets in the shopper's language (issue 33): a real wallet's sheet speaks the
 * device's or the account's language, so each stand-in sheet takes the language its SDK was given
 * (PayPal's `locale`, Google Pay's button locale) or the page's `<html lang>`, which the app sets to
 * the shopper's language. Every language lists every text (the type); sheet-texts.test.ts holds each
 * to English's placeholders with the widget's catalogue check. English keeps the words e2e tests read.
 */
import { DEFAULT_LOCALE, resolveLocale, type Locale } from '../../../widget/i18n/locales';
import { amountInText } from '../../../catalog/amount-in-text';

const EN = {
  applePayApprove: 'Pay with Apple Pay',
  googlePayApprove: 'Continue with Google Pay',
  payPalApprove: 'Approve payment',
  cancel: 'Cancel',
  payPalCancel: 'Cancel and return',
  total: 'Total',
  card: 'Card: {card} (simulated)',
  payPalLogin: 'Log in as {email} (simulated) and approve {order}.',
  deliverTo: 'Deliver to',
  addressUnsupported: 'Address not supported',
  contacting: 'Contacting the merchant…',
  notValidated: 'Merchant not validated.',
  processing: 'Processing…',
  done: 'Done',
  notCompleted: 'Payment not completed',
  /** Apple Pay's recurring payment: the regular amount, the period (Intl's "7 days", "1 month") and the plan. */
  recurring: 'Then {amount} every {period} ({label})',
} as const;

export type SheetTextId = keyof typeof EN;

export const SHEET_TEXTS: Readonly<Record<Locale, Readonly<Record<SheetTextId, string>>>> = {
  en: EN,
  es: {
    applePayApprove: 'Pagar con Apple Pay',
    googlePayApprove: 'Continuar con Google Pay',
    payPalApprove: 'Aprobar el pago',
    cancel: 'Cancelar',
    payPalCancel: 'Cancelar y volver',
    total: 'Total',
    card: 'Tarjeta: {card} (simulada)',
    payPalLogin: 'Inicia sesión como {email} (simulado) y aprueba {order}.',
    deliverTo: 'Entregar en',
    addressUnsupported: 'Dirección no admitida',
    contacting: 'Contactando con el comercio…',
    notValidated: 'Comercio no validado.',
    processing: 'Procesando…',
    done: 'Listo',
    notCompleted: 'Pago no completado',
    recurring: 'Después, {amount} cada {period} ({label})',
  },
  'pt-BR': {
    applePayApprove: 'Pagar com Apple Pay',
    googlePayApprove: 'Continuar com o Google Pay',
    payPalApprove: 'Aprovar o pagamento',
    cancel: 'Cancelar',
    payPalCancel: 'Cancelar e voltar',
    total: 'Total',
    card: 'Cartão: {card} (simulado)',
    payPalLogin: 'Entre como {email} (simulado) e aprove {order}.',
    deliverTo: 'Entregar em',
    addressUnsupported: 'Endereço não aceito',
    contacting: 'Contatando a loja…',
    notValidated: 'Loja não validada.',
    processing: 'Processando…',
    done: 'Concluído',
    notCompleted: 'Pagamento não concluído',
    recurring: 'Depois, {amount} a cada {period} ({label})',
  },
  fr: {
    applePayApprove: 'Payer avec Apple Pay',
    googlePayApprove: 'Continuer avec Google Pay',
    payPalApprove: 'Approuver le paiement',
    cancel: 'Annuler',
    payPalCancel: 'Annuler et revenir',
    total: 'Total',
    card: 'Carte : {card} (simulée)',
    payPalLogin: 'Connectez-vous en tant que {email} (simulé) et approuvez {order}.',
    deliverTo: 'Livrer à',
    addressUnsupported: 'Adresse non prise en charge',
    contacting: 'Contact du marchand…',
    notValidated: 'Marchand non validé.',
    processing: 'Traitement…',
    done: 'Terminé',
    notCompleted: 'Paiement non effectué',
    recurring: 'Puis {amount} à chaque période de {period} ({label})',
  },
  de: {
    applePayApprove: 'Mit Apple Pay bezahlen',
    googlePayApprove: 'Weiter mit Google Pay',
    payPalApprove: 'Zahlung genehmigen',
    cancel: 'Abbrechen',
    payPalCancel: 'Abbrechen und zurück',
    total: 'Gesamt',
    card: 'Karte: {card} (simuliert)',
    payPalLogin: 'Als {email} anmelden (simuliert) und {order} genehmigen.',
    deliverTo: 'Liefern an',
    addressUnsupported: 'Adresse nicht unterstützt',
    contacting: 'Händler wird kontaktiert…',
    notValidated: 'Händler nicht bestätigt.',
    processing: 'Wird verarbeitet…',
    done: 'Fertig',
    notCompleted: 'Zahlung nicht abgeschlossen',
    recurring: 'Danach {amount}, Abrechnungszeitraum: {period} ({label})',
  },
  ar: {
    applePayApprove: 'ادفع باستخدام Apple Pay',
    googlePayApprove: 'المتابعة باستخدام Google Pay',
    payPalApprove: 'الموافقة على الدفع',
    cancel: 'إلغاء',
    payPalCancel: 'إلغاء والعودة',
    total: 'الإجمالي',
    card: 'البطاقة: {card} (محاكاة)',
    payPalLogin: 'سجّل الدخول باسم {email} (محاكاة) ووافق على {order}.',
    deliverTo: 'التوصيل إلى',
    addressUnsupported: 'العنوان غير مدعوم',
    contacting: 'جارٍ الاتصال بالتاجر…',
    notValidated: 'لم يتم التحقق من التاجر.',
    processing: 'جارٍ المعالجة…',
    done: 'تم',
    notCompleted: 'لم يكتمل الدفع',
    recurring: 'ثم {amount} كل {period} ({label})',
  },
};

/** The sheet's language: the SDK's own hint when given ("pt_BR", "de"), else the page's, else the browser's. */
export function sheetLocale(hint?: string | null): Locale {
  const page = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages;
  return resolveLocale(hint?.replace('_', '-') || page || undefined, browser);
}

/** The sheet's words in `locale`, placeholders filled ("Card: {card} (simulated)"). */
export function sheetText(locale: Locale, id: SheetTextId, values: Readonly<Record<string, string>> = {}): string {
  const text = SHEET_TEXTS[locale][id] ?? SHEET_TEXTS[DEFAULT_LOCALE][id];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const intlTag = (locale: Locale) => (locale === 'en' ? 'en-US' : locale);

/** An amount as the sheet's language writes it in its currency ("US$ 1,00"), whole in right-to-left text; as given when it is not a number. */
export function sheetAmount(locale: Locale, currency: string, amount: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value) || !/^[A-Z]{3}$/.test(currency)) return `${currency} ${amount}`.trim();
  return amountInText(new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency }).format(value), locale === 'ar' ? 'rtl' : 'ltr');
}

/** A renewal period as the sheet's language counts it ("7 days", "7 Tage", "84 يومًا"); `unit` is Apple Pay's interval unit. */
export function sheetPeriod(locale: Locale, unit: string, count: number): string {
  return new Intl.NumberFormat(intlTag(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

/**
 * The provider's own pages on the asset origin (the 3-D Secure challenge, the Pix and bank redirect
 * pages) in the shopper's language: the widget adds `locale` to their links (issue 33). ICU
 * MessageFormat compiled by messageformat, as the widget's catalogues are; the type makes every
 * language list every text, and page-texts.test.ts checks each one parses with English's placeholders.
 */
import MessageFormat from '@messageformat/core';
import { DEFAULT_LOCALE, isLocale, textDirection, type Locale } from '../../../widget/i18n/locales';

const EN = {
  threeDsTitle: 'Verify your payment',
  threeDsHeading: 'Verify it’s you',
  threeDsBody: 'Your bank asks you to confirm a payment of {amount} with the card ending in {last4}.',
  threeDsComplete: 'Complete authentication',
  threeDsFail: 'Fail authentication',
  returning: 'Returning to the shop…',
  bankTitle: 'Online banking (simulated)',
  bankBody: 'Approve the payment of {amount} to MindMetric from your account.',
  bankApprove: 'Approve payment',
  bankCancel: 'Cancel and return to the shop',
  bankApproving: 'Approving… you return to the shop in a moment.',
  bankNotRecorded: 'The bank could not record your answer.',
  tryAgain: 'Try again.',
  pixTitle: 'Pay with Pix (simulated)',
  pixHeading: 'Pay with Pix',
  pixBody: 'Scan the code in your bank app to pay {amount}.',
  pixQr: 'Pix QR code (simulated)',
  pixCode: 'Pix copy-and-paste code',
  pixPaid: 'I have paid',
  pixWaiting: 'Payment sent. Waiting for your bank to confirm…',
  pixCopy: 'Copy the Pix code',
  pixCopied: 'Code copied. Paste it in your bank app.',
  pixCopyRefused: 'This browser did not allow copying. The code is selected: copy it with your device’s copy command.',
} as const;

export type PageTextId = keyof typeof EN;

export const PAGE_TEXTS: Readonly<Record<Locale, Readonly<Record<PageTextId, string>>>> = {
  en: EN,
  es: {
    threeDsTitle: 'Verifica tu pago',
    threeDsHeading: 'Confirma que eres tú',
    threeDsBody: 'Tu banco te pide que confirmes un pago de {amount} con la tarjeta terminada en {last4}.',
    threeDsComplete: 'Completar la autenticación',
    threeDsFail: 'Rechazar la autenticación',
    returning: 'Volviendo a la tienda…',
    bankTitle: 'Banca en línea (simulada)',
    bankBody: 'Aprueba el pago de {amount} a MindMetric desde tu cuenta.',
    bankApprove: 'Aprobar el pago',
    bankCancel: 'Cancelar y volver a la tienda',
    bankApproving: 'Aprobando… vuelves a la tienda en un momento.',
    bankNotRecorded: 'El banco no pudo registrar tu respuesta.',
    tryAgain: 'Inténtalo de nuevo.',
    pixTitle: 'Pagar con Pix (simulado)',
    pixHeading: 'Pagar con Pix',
    pixBody: 'Escanea el código en la app de tu banco para pagar {amount}.',
    pixQr: 'Código QR de Pix (simulado)',
    pixCode: 'Código Pix copia y pega',
    pixPaid: 'Ya he pagado',
    pixWaiting: 'Pago enviado. Esperando la confirmación de tu banco…',
    pixCopy: 'Copiar el código Pix',
    pixCopied: 'Código copiado. Pégalo en la app de tu banco.',
    pixCopyRefused: 'Este navegador no permitió copiar. El código está seleccionado: cópialo con la función de copiar de tu dispositivo.',
  },
  'pt-BR': {
    threeDsTitle: 'Confirme o seu pagamento',
    threeDsHeading: 'Confirme que é você',
    threeDsBody: 'Seu banco pede que você confirme um pagamento de {amount} com o cartão final {last4}.',
    threeDsComplete: 'Concluir a autenticação',
    threeDsFail: 'Recusar a autenticação',
    returning: 'Voltando para a loja…',
    bankTitle: 'Internet banking (simulado)',
    bankBody: 'Aprove o pagamento de {amount} para a MindMetric a partir da sua conta.',
    bankApprove: 'Aprovar o pagamento',
    bankCancel: 'Cancelar e voltar para a loja',
    bankApproving: 'Aprovando… você volta para a loja em instantes.',
    bankNotRecorded: 'O banco não conseguiu registrar a sua resposta.',
    tryAgain: 'Tente novamente.',
    pixTitle: 'Pagar com Pix (simulado)',
    pixHeading: 'Pagar com Pix',
    pixBody: 'Escaneie o código no app do seu banco para pagar {amount}.',
    pixQr: 'QR Code do Pix (simulado)',
    pixCode: 'Pix Copia e Cola',
    pixPaid: 'Já paguei',
    pixWaiting: 'Pagamento enviado. Aguardando a confirmação do seu banco…',
    pixCopy: 'Copiar o código Pix',
    pixCopied: 'Código copiado. Cole no app do seu banco.',
    pixCopyRefused: 'Este navegador não permitiu copiar. O código está selecionado: copie com o comando de copiar do seu dispositivo.',
  },
  fr: {
    threeDsTitle: 'Confirmez votre paiement',
    threeDsHeading: 'Confirmez qu’il s’agit bien de vous',
    threeDsBody: 'Votre banque vous demande de confirmer un paiement de {amount} avec la carte se terminant par {last4}.',
    threeDsComplete: 'Valider l’authentification',
    threeDsFail: 'Refuser l’authentification',
    returning: 'Retour à la boutique…',
    bankTitle: 'Banque en ligne (simulée)',
    bankBody: 'Validez le paiement de {amount} à MindMetric depuis votre compte.',
    bankApprove: 'Valider le paiement',
    bankCancel: 'Annuler et revenir à la boutique',
    bankApproving: 'Validation en cours… vous revenez à la boutique dans un instant.',
    bankNotRecorded: 'La banque n’a pas pu enregistrer votre réponse.',
    tryAgain: 'Réessayez.',
    pixTitle: 'Payer avec Pix (simulé)',
    pixHeading: 'Payer avec Pix',
    pixBody: 'Scannez le code dans l’application de votre banque pour payer {amount}.',
    pixQr: 'QR code Pix (simulé)',
    pixCode: 'Code Pix à copier-coller',
    pixPaid: 'J’ai payé',
    pixWaiting: 'Paiement envoyé. En attente de la confirmation de votre banque…',
    pixCopy: 'Copier le code Pix',
    pixCopied: 'Code copié. Collez-le dans l’application de votre banque.',
    pixCopyRefused: 'Ce navigateur n’a pas autorisé la copie. Le code est sélectionné : copiez-le avec la commande Copier de votre appareil.',
  },
  de: {
    threeDsTitle: 'Zahlung bestätigen',
    threeDsHeading: 'Bestätigen Sie, dass Sie es sind',
    threeDsBody: 'Ihre Bank bittet Sie, eine Zahlung von {amount} mit der Karte mit der Endung {last4} zu bestätigen.',
    threeDsComplete: 'Authentifizierung abschließen',
    threeDsFail: 'Authentifizierung ablehnen',
    returning: 'Zurück zum Shop…',
    bankTitle: 'Onlinebanking (simuliert)',
    bankBody: 'Geben Sie die Zahlung von {amount} an MindMetric von Ihrem Konto frei.',
    bankApprove: 'Zahlung freigeben',
    bankCancel: 'Abbrechen und zurück zum Shop',
    bankApproving: 'Wird freigegeben… Sie kehren gleich zum Shop zurück.',
    bankNotRecorded: 'Die Bank konnte Ihre Antwort nicht speichern.',
    tryAgain: 'Bitte versuchen Sie es erneut.',
    pixTitle: 'Mit Pix bezahlen (simuliert)',
    pixHeading: 'Mit Pix bezahlen',
    pixBody: 'Scannen Sie den Code in Ihrer Banking-App, um {amount} zu bezahlen.',
    pixQr: 'Pix-QR-Code (simuliert)',
    pixCode: 'Pix-Code zum Kopieren',
    pixPaid: 'Ich habe bezahlt',
    pixWaiting: 'Zahlung gesendet. Wir warten auf die Bestätigung Ihrer Bank…',
    pixCopy: 'Pix-Code kopieren',
    pixCopied: 'Code kopiert. Fügen Sie ihn in Ihrer Banking-App ein.',
    pixCopyRefused: 'Dieser Browser hat das Kopieren nicht erlaubt. Der Code ist markiert: Kopieren Sie ihn mit der Kopierfunktion Ihres Geräts.',
  },
  ar: {
    threeDsTitle: 'تأكيد الدفع',
    threeDsHeading: 'أكّد هويتك',
    threeDsBody: 'يطلب منك البنك تأكيد دفعة بقيمة {amount} بالبطاقة المنتهية بالأرقام {last4}.',
    threeDsComplete: 'إتمام المصادقة',
    threeDsFail: 'رفض المصادقة',
    returning: 'جارٍ العودة إلى المتجر…',
    bankTitle: 'الخدمات المصرفية عبر الإنترنت (محاكاة)',
    bankBody: 'وافق على دفع {amount} إلى MindMetric من حسابك.',
    bankApprove: 'الموافقة على الدفع',
    bankCancel: 'إلغاء والعودة إلى المتجر',
    bankApproving: 'جارٍ الموافقة… ستعود إلى المتجر بعد لحظات.',
    bankNotRecorded: 'تعذّر على البنك تسجيل ردّك.',
    tryAgain: 'حاول مرة أخرى.',
    pixTitle: 'الدفع عبر Pix (محاكاة)',
    pixHeading: 'الدفع عبر Pix',
    pixBody: 'امسح الرمز في تطبيق البنك لدفع {amount}.',
    pixQr: 'رمز QR الخاص بـ Pix (محاكاة)',
    pixCode: 'رمز Pix للنسخ واللصق',
    pixPaid: 'لقد دفعت',
    pixWaiting: 'تم إرسال الدفعة. بانتظار تأكيد البنك…',
    pixCopy: 'نسخ رمز Pix',
    pixCopied: 'تم نسخ الرمز. الصقه في تطبيق البنك.',
    pixCopyRefused: 'لم يسمح هذا المتصفح بالنسخ. الرمز محدد: انسخه بأمر النسخ في جهازك.',
  },
};

/** A page's language: its `lang` and `dir`, its texts, and money as that language writes it. */
export interface PageLanguage {
  readonly locale: Locale;
  readonly dir: 'ltr' | 'rtl';
  text(id: PageTextId, values?: Readonly<Record<string, string>>): string;
  money(value: string, currency: string): string;
}

const compiled = new Map<string, (values?: Readonly<Record<string, string>>) => string>();

/** The language `locale` asks for (the page's `?locale=`), English when absent or one we do not have. */
export function pageLanguage(locale: unknown): PageLanguage {
  const chosen: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return {
    locale: chosen,
    dir: textDirection(chosen),
    text(id, values) {
      const key = `${chosen}\u0000${id}`;
      let message = compiled.get(key);
      if (!message) {
        message = new MessageFormat(chosen).compile(PAGE_TEXTS[chosen][id]);
        compiled.set(key, message);
      }
      return message(values);
    },
    money(value, currency) {
      const amount = Number(value);
      if (!Number.isFinite(amount)) return `${value} ${currency}`;
      try {
        return new Intl.NumberFormat(chosen, { style: 'currency', currency }).format(amount);
      } catch {
        return `${value} ${currency}`;
      }
    },
  };
}

/**
 * An amount inside right-to-left text (issue 33), for the app's pages and the wallet sheets alike:
 * Arabic writes "‏1 US$", whose "$" the page's direction tears off the letters, so it read "$US 1"
 * (a <bdi> alone did the same, checked in Chromium). The amount is isolated (RLI…PDI, a
 * <bdi dir="rtl"> in plain text) and the symbol closed with a left-to-right mark, so it reads
 * "US$ 1" wherever a sentence puts it. Left-to-right text is returned as it is.
 */
export const amountInText = (amount: string, direction: 'ltr' | 'rtl'): string =>
  direction === 'rtl' ? `\u2067${amount.replace(/(\p{L})(\p{Sc})/u, '$1$2\u200e')}\u2069` : amount;

/** Money for people in a language, whole amounts without cents as the spec writes them ("$1", "$19.99", "19,99 US$"), isolated in right-to-left text: the app's pages and the consent record write it so. */
export function moneyText(value: number, currency: string, intlTag: string, direction: 'ltr' | 'rtl'): string {
  const whole = Number.isInteger(value);
  const text = new Intl.NumberFormat(intlTag, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(value);
  return amountInText(text, direction);
}

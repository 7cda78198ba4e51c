/**
 * Built by app/text-registry/app-messages.vite.ts at bundle time: one part's texts in English, or one group's in another
 * language, each ICU text compiled to a function. A language's funnel module also loads that
 * language's account group (`account`); other modules have none.
 */
declare module 'virtual:app-messages/*' {
  const messages: Readonly<Record<string, (values?: Readonly<Record<string, string | number>>) => string>>;
  export default messages;
  export const account: () => Promise<{ readonly default: typeof messages }>;
}

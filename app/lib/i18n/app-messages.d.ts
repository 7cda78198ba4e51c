/** Built by app-messages.vite.ts at bundle time: one part's texts in one language, each ICU text compiled to a function. */
declare module 'virtual:app-messages/*' {
  const messages: Readonly<Record<string, (values?: Readonly<Record<string, string | number>>) => string>>;
  export default messages;
}

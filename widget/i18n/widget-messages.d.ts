/** Built by catalogues.vite.ts at bundle time: one function per message id, the ICU text compiled. */
declare module 'virtual:widget-messages/*' {
  const messages: Readonly<Record<string, (values?: Readonly<Record<string, string | number>>) => string>>;
  export default messages;
}

/** The package's documented entry (its README) ships its types under lib/ only. */
declare module '@messageformat/core/compile-module' {
  export { default } from '@messageformat/core/lib/compile-module';
}

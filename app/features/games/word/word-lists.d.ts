/** Built by word-list.vite.ts at bundle time. */
declare module 'virtual:word-lists' {
  /** The curated answers, space-separated, sorted. */
  export const ANSWERS: string;
  /** Every valid guess (answers included), space-separated, sorted. */
  export const GUESSES: string;
}

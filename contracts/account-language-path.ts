/**
 * Where the signed-in person's language lives (issue 33; contracts/members.ts has its schemas). Apart
 * and without imports, so the app's lazy account-language chunk names it without pulling zod in.
 */
export const ACCOUNT_LANGUAGE_PATH = '/members/account/language';

/**
 * The pages a buyer returns to from an email (issue 29, point 5): paths under the product prefix,
 * shared by the app's route table (app/config/paths.ts) and the emails the service writes, so a link
 * in an email never points to a page that moved.
 */
export const ACCOUNT_PAGES = {
  /** Members' area sign-in. */
  signIn: '/sign-in',
  /** Cancellation for a signed-in member (the page sends others to cancel by email). */
  cancel: '/unsubscription',
  /** Cancellation without an account: a code sent to the email address. */
  cancelByEmail: '/unsubscribe-with-email',
  terms: '/terms',
  manageSubscriptions: '/webapp/manage-subscriptions',
  /** The EU withdrawal function without an account (catalog/withdrawal.ts), linked from the footer. */
  withdraw: '/withdraw-from-contract',
} as const;

/**
 * The EU withdrawal function (catalog/withdrawal.ts) opens on manage-subscriptions with this query
 * naming the subscription: a page of its own would add a route to the app's first load.
 */
export const WITHDRAW_QUERY = 'withdraw';

/** `?account=none`: the withdrawal page without an account, kept for a signed-in visitor too (a contract bought with another email). */
export const WITHDRAW_WITHOUT_ACCOUNT = { param: 'account', value: 'none' } as const;

/** The links that bring members back and let anyone leave (header, footer). */
export const ACCOUNT_LINK_TEXT = {
  signIn: 'Member sign-in',
  /** What the header offers instead once someone is signed in on this browser. */
  account: 'My account',
  cancel: 'Cancel a subscription',
  /** The statutory label of the withdrawal function (CRD Article 11a; catalog/withdrawal.ts). */
  withdraw: 'Withdraw from contract here',
} as const;

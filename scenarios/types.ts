import type { ScenarioId } from './ids';

/** Execution status codes of widget-spec section 4. */
export type ExecutionStatusCode =
  | 'authorizeRequested'
  | 'authorizePending'
  | 'authorizeSuccessful'
  | 'authorizeFailed'
  | 'confirmRequested';

/** HTTP failures a script may answer with instead of a body. */
export type ScriptedHttpError = {
  readonly kind: 'http-error';
  readonly status: 401 | 403 | 429 | 500 | 502 | 503;
  /** Sent as the plain-text body; a JSON problem is sent when absent. */
  readonly text?: string;
};

/**
 * What the provider answers to one request of the execution poll. Scenarios step by request count:
 * the n-th poll gets `polls[n]`, and the last entry repeats for every later poll.
 */
export type PollAnswer =
  | {
      readonly kind: 'statuses';
      /** Statuses appended to the execution's status list before it is returned. */
      readonly append: readonly ExecutionStatusCode[];
      /** Asks for a 3-D Secure challenge: the execution carries actionRequired and a 3ds link. */
      readonly actionRequired?: '3ds';
    }
  | ScriptedHttpError
  /** The connection is dropped without an answer. */
  | { readonly kind: 'network-drop' };

/** What the provider answers to the authorize call (card and stored card; wallets and redirects use `pay`). */
export type AuthorizeAnswer =
  | {
      readonly kind: 'accepted';
      /** False when the provider never records authorizeRequested (the widget's lookup must give up). */
      readonly recordsRequest?: boolean;
    }
  | ScriptedHttpError;

/**
 * How the shopper pays (widget-spec section 1 method codes). Absent means `card`.
 * - `card`: a new card in the vault frame; authorize, then execution polls.
 * - `stored-card`: a stored instrument of the lookup; authorize with paymentInstrumentId, then execution polls.
 * - `apple-pay`: the Apple Pay sheet; its token goes to the pay call, whose finalState decides.
 * - `google-pay`: the Google Pay sheet; pay call; authorizePending with 3ds starts the 3-D Secure handling.
 * - `paypal`: the PayPal button; pay call (order) -> shopper approves -> confirm, then execution polls.
 * - `pix`: the instant-payment genericRedirect: pay call -> redirect popup, then authorization-result polls.
 * - `redirect`: any other genericRedirect: pay call -> the window navigates to the redirect link.
 */
export type ScenarioMethod = 'card' | 'stored-card' | 'apple-pay' | 'google-pay' | 'paypal' | 'pix' | 'redirect';

/**
 * What the shopper does in the wallet sheet or on the redirect page: approve pays, cancel closes the
 * sheet, abandon never comes back (the redirect page stays open or the app never opens).
 */
export type ShopperAction = 'approve' | 'cancel' | 'abandon';

export interface ShopperScript {
  /** In the wallet sheet (Apple Pay, Google Pay, PayPal) or on the redirect page. Default approve. */
  readonly action?: ShopperAction;
  /** In the 3-D Secure challenge, when the provider asks for one. Default complete. */
  readonly threeDs?: 'complete' | 'fail';
}

/**
 * What the provider answers to the pay call of a wallet or redirect method (widget-spec section 7).
 * `finalState.code` is `code`; the response links follow the method: `redirect` for redirect methods,
 * `confirm` (with orderId or tokenId) for PayPal, `3ds` with `actionRequired`. When a scenario has no
 * `pay`, the simulator derives it from `expect`: success -> authorizeSuccessful, else authorizeFailed
 * (PayPal and redirect methods: authorizePending with their link, then `polls` decide).
 */
export type PayAnswer =
  | {
      readonly kind: 'final-state';
      readonly code: 'authorizeSuccessful' | 'authorizeFailed' | 'authorizePending';
      readonly actionRequired?: '3ds';
    }
  | ScriptedHttpError;

/** What the provider answers to PayPal's confirm call; the execution polls (`polls`) follow it. */
export type ConfirmAnswer = { readonly kind: 'accepted' } | ScriptedHttpError;

/** Shopper-visible texts a scenario can end on: the widget's (widget/messages.ts) or the app's (app/messages.ts). */
export type ShopperMessage =
  | {
      readonly source: 'widget';
      readonly key: 'paymentSuccessful' | 'authorizationFailed' | 'authorizationFailedAfter3ds' | 'paymentCancelled';
    }
  | { readonly source: 'app'; readonly key: 'somethingWentWrong' | 'paymentPending' };

/**
 * Failure codes of widget-spec section 8, plus USER_CANCELLED for a shopper who closes a wallet
 * sheet (docs/decisions/0005-user-cancelled-failure-code.md).
 */
export type ExpectedFailureCode =
  | 'VALIDATION_FAILED'
  | 'AUTHORIZATION_ERROR'
  | 'AUTHENTICATION_ERROR'
  | 'UNKNOWN_ERROR'
  | 'USER_CANCELLED';

export type ScenarioExpectation =
  | {
      readonly widgetEvent: 'success';
      readonly shopperMessage: ShopperMessage;
      /** False only when the merchant backend fails after the provider authorized. */
      readonly subscriptionCreated: boolean;
    }
  | {
      /** The provider neither authorized nor declined: the app says "Payment pending". */
      readonly widgetEvent: 'pending';
      readonly shopperMessage: ShopperMessage;
      readonly subscriptionCreated: false;
    }
  | {
      readonly widgetEvent: 'failure';
      readonly failureCode: ExpectedFailureCode;
      readonly shopperMessage: ShopperMessage;
      readonly subscriptionCreated: false;
    };

/** Why the issuer refuses a merchant-initiated renewal charge on the stored card. */
export type RenewalDeclineReason = 'insufficient-funds' | 'card-expired' | 'do-not-honor';

/** What the provider answers to one charge of the stored instrument after the first purchase. */
export type RenewalAnswer = { readonly kind: 'paid' } | { readonly kind: 'declined'; readonly reason: RenewalDeclineReason };

/**
 * The subscription's life after its first charge: the n-th charge of the stored instrument
 * (renewals and their retries, counted together) gets `charges[n]`, and the last entry repeats.
 * Without this block every renewal is paid.
 */
export interface RenewalScript {
  readonly charges: readonly [RenewalAnswer, ...RenewalAnswer[]];
  /** Where the first renewal ends: paid at once, paid on a retry, or cancelled after the retries fail. */
  readonly expect: 'renewed' | 'recovered' | 'cancelled';
}

export interface Scenario {
  readonly id: ScenarioId;
  /** One line for the QA console. */
  readonly title: string;
  /** What the scenario exercises and why a QA person would pick it. */
  readonly description: string;
  /** How the shopper pays; `card` when absent. */
  readonly method?: ScenarioMethod;
  /** What the shopper does in a sheet, on a redirect page or in a challenge; approve and complete when absent. */
  readonly shopper?: ShopperScript;
  readonly provider: {
    /** The authorize call of card and stored-card payments. Wallet and redirect scenarios say `accepted`: it is never called. */
    readonly authorize: AuthorizeAnswer;
    /** The pay call of wallet and redirect methods; derived from `expect` when absent (see PayAnswer). */
    readonly pay?: PayAnswer;
    /** PayPal's confirm call; accepted when absent. */
    readonly confirm?: ConfirmAnswer;
    /**
     * The n-th poll after authorize, confirm or pay: of the execution (card, stored card, PayPal,
     * Google Pay) or of the authorization result (redirect methods). The last entry repeats.
     */
    readonly polls: readonly [PollAnswer, ...PollAnswer[]];
  };
  /** What the issuer decides when the shopper completes the 3-D Secure challenge (failing it always declines). */
  readonly threeDs?: { readonly onComplete: 'authorizeSuccessful' | 'authorizeFailed' };
  /** The vault's answer to tokenization: a rejected bearer token says "Invalid token". */
  readonly vault?: { readonly tokenize: 'ok' | 'invalid-token' };
  /** The subscription service's answer once the provider authorized. */
  readonly subscriptionService?: { readonly create: 'ok' | 'error' };
  /** Renewals of the subscription this scenario's first charge created (simulator/renewals). */
  readonly renewal?: RenewalScript;
  readonly expect: ScenarioExpectation;
}

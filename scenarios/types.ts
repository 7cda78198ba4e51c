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

/** What the provider answers to the authorize call. */
export type AuthorizeAnswer =
  | {
      readonly kind: 'accepted';
      /** False when the provider never records authorizeRequested (the widget's lookup must give up). */
      readonly recordsRequest?: boolean;
    }
  | ScriptedHttpError;

/** Shopper-visible texts a scenario can end on: the widget's (widget/messages.ts) or the app's (app/messages.ts). */
export type ShopperMessage =
  | { readonly source: 'widget'; readonly key: 'paymentSuccessful' | 'authorizationFailed' | 'authorizationFailedAfter3ds' }
  | { readonly source: 'app'; readonly key: 'somethingWentWrong' };

/** Failure codes of widget-spec section 8. */
export type ExpectedFailureCode =
  | 'VALIDATION_FAILED'
  | 'AUTHORIZATION_ERROR'
  | 'AUTHENTICATION_ERROR'
  | 'UNKNOWN_ERROR';

export type ScenarioExpectation =
  | {
      readonly widgetEvent: 'success';
      readonly shopperMessage: ShopperMessage;
      /** False only when the merchant backend fails after the provider authorized. */
      readonly subscriptionCreated: boolean;
    }
  | {
      readonly widgetEvent: 'failure';
      readonly failureCode: ExpectedFailureCode;
      readonly shopperMessage: ShopperMessage;
      readonly subscriptionCreated: false;
    };

export interface Scenario {
  readonly id: ScenarioId;
  /** One line for the QA console. */
  readonly title: string;
  /** What the scenario exercises and why a QA person would pick it. */
  readonly description: string;
  readonly provider: {
    readonly authorize: AuthorizeAnswer;
    readonly polls: readonly [PollAnswer, ...PollAnswer[]];
  };
  /** What the issuer decides when the shopper completes the 3-D Secure challenge (failing it always declines). */
  readonly threeDs?: { readonly onComplete: 'authorizeSuccessful' | 'authorizeFailed' };
  /** The vault's answer to tokenization: a rejected bearer token says "Invalid token". */
  readonly vault?: { readonly tokenize: 'ok' | 'invalid-token' };
  /** The subscription service's answer once the provider authorized. */
  readonly subscriptionService?: { readonly create: 'ok' | 'error' };
  readonly expect: ScenarioExpectation;
}

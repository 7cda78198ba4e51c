import type { ScenarioId } from './ids';

/** Execution status codes of widget-spec section 4. */
export type ExecutionStatusCode =
  | 'authorizeRequested'
  | 'authorizePending'
  | 'authorizeSuccessful'
  | 'authorizeFailed'
  | 'confirmRequested';

/**
 * What the provider answers to one request of the execution poll. Scenarios step by request count:
 * the n-th poll gets `polls[n]`, and the last entry repeats for every later poll.
 */
export type PollAnswer = {
  readonly kind: 'statuses';
  /** Statuses appended to the execution's status list before it is returned. */
  readonly append: readonly ExecutionStatusCode[];
};

/** What the provider answers to the authorize call. */
export type AuthorizeAnswer = { readonly kind: 'accepted' };

/** Names of the shopper-visible widget messages a scenario can end on (widget/messages.ts). */
export type ShopperMessageKey = 'paymentSuccessful' | 'authorizationFailed';

/** Failure codes of widget-spec section 8. */
export type ExpectedFailureCode =
  | 'VALIDATION_FAILED'
  | 'AUTHORIZATION_ERROR'
  | 'AUTHENTICATION_ERROR'
  | 'UNKNOWN_ERROR';

export type ScenarioExpectation =
  | {
      readonly widgetEvent: 'success';
      readonly shopperMessage: ShopperMessageKey;
      readonly subscriptionCreated: true;
    }
  | {
      readonly widgetEvent: 'failure';
      readonly failureCode: ExpectedFailureCode;
      readonly shopperMessage: ShopperMessageKey;
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
  readonly expect: ScenarioExpectation;
}

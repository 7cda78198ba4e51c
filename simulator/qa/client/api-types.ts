/** What the console reads from /qa/api (simulator/qa/api.ts and the members' heartbeats): only the fields it shows. */

export interface JournalRow {
  readonly at: string;
  /** The request's id, as the server's log line carries it. */
  readonly requestId?: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  readonly summary: string;
}

export type ChargeStatus = 'authorized' | 'recorded' | 'voided';

export interface SessionRow {
  readonly token: string;
  readonly planId: string;
  readonly amount: { readonly value: string; readonly currency: string };
  readonly requestedScenario: string | null;
  readonly executionId: string;
  readonly scenarioRun: string | null;
  readonly statuses: readonly { readonly code: string; readonly time: string }[];
  readonly createdAt: string;
  readonly charge?: { readonly status: ChargeStatus; readonly voidReason: string | null; readonly subscriptionId: string | null } | null;
  readonly journal: readonly JournalRow[];
  /** Faults QA switched on for this session (issue 28); absent from older simulators. */
  readonly switchedFaults?: readonly { readonly route: string; readonly fault: { readonly kind: string }; readonly remaining: number }[];
}

export interface EventRow {
  readonly event: string;
  readonly ip: string;
  readonly userAgent: string;
  readonly receivedAt: string;
  readonly attribution?: {
    readonly country?: string | null;
    readonly campaign?: Readonly<Record<string, string | number | null | undefined>> | null;
  } | null;
}

/** What the ad pixel and short-video tracker stand-ins received (/qa/api/ad-events). */
export interface AdEventRow {
  readonly tracker: string;
  readonly pixel_id: string;
  readonly event: string;
  readonly value: number | null;
  readonly currency: string | null;
  readonly page_url: string;
  readonly received_at: string;
}

export interface AddOnRow {
  readonly id: string;
  readonly plan_id: string;
  readonly amount_value: string;
  readonly created_at: string;
}

export interface SubscriptionRow {
  readonly id: string;
  readonly plan_id: string;
  readonly email: string;
  readonly status: string;
  readonly execution_id: string;
  readonly amount_value: string;
  readonly currency: string;
  readonly card_network: string | null;
  readonly card_last4: string | null;
  readonly scenario_id: string;
  readonly created_at: string;
  /** Who recorded it first: the browser's create, the provider's webhook, or the bank's return to the shop. */
  readonly recorded_by?: string;
  readonly addOns?: readonly AddOnRow[];
}

/** A provider webhook event and its delivery attempts (/qa/api/provider-events). */
export interface ProviderEventRow {
  readonly id: string;
  readonly type: string;
  readonly executionId: string | null;
  readonly state: 'pending' | 'delivered' | 'failed';
  readonly attempts: number;
  readonly faults: Readonly<Record<string, unknown>>;
  readonly createdAt: string;
  readonly nextAttemptAt: string | null;
  readonly attemptLog: readonly { readonly attempt: number; readonly at: string; readonly outcome: string; readonly status: number | null; readonly detail: string | null }[];
}

export interface EmailRow {
  readonly id: string;
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string | null;
  readonly subscriptionId: string | null;
  readonly createdAt: string;
}

export interface HeartbeatRow {
  readonly user_ref: string;
  readonly day: string;
  readonly payload: string;
  /** Epoch milliseconds. */
  readonly created_at: number;
}

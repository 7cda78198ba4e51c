/**
 * What a route's contract check looks like to the code it watches (the check itself is
 * qa/openapi/traffic-check.ts, which reads the OpenAPI document of every party's routes): types only,
 * so a party's hot path (payments/poll-fast-path.ts) can take a watcher without importing the document.
 */
import type { ServerResponse } from 'node:http';

export interface SentBody {
  sent: boolean;
  value: unknown;
  /** The text sent when the handler sent text rather than an object. */
  text: string | null;
}

/** What the contract check reads of a request: its query, its parsed body and its headers. */
export interface CheckedRequest {
  readonly query: unknown;
  readonly body: unknown;
  get(name: string): string | undefined;
}

/**
 * The contract check of one origin: `watch` finds the documented route of a call and, once its answer
 * is finished, reports what the document refuses to `report`. It returns the record the caller fills
 * with the answer's body (undefined for an undocumented route). Calls the answer never reached (a
 * connection-reset fault) are not checked.
 */
export interface ContractWatcher {
  watch(req: CheckedRequest & { readonly method?: string | undefined }, path: string, res: ServerResponse): SentBody | undefined;
}

/**
 * How the running provider sends its webhooks (issue 32, point 5): over a few kept-alive connections
 * to the merchant's endpoint, several deliveries pipelined on each, instead of a connection per
 * delivery in flight.
 *
 * Why: a burst of shoppers opens hundreds of connections to the service origin at once, and Node
 * (libuv since 1.45) accepts one connection per listening socket per turn of its event loop. A
 * delivery that needs a new connection waits behind every shopper's in that queue: with `fetch`
 * opening up to MAX_IN_FLIGHT connections mid-burst, a purchase's subscription row landed up to 1.6 s
 * after its authorization. A few connections, opened once and kept, meet that queue at most once
 * each. Pipelining is safe here because a delivery is at-least-once anyway: the merchant acts once
 * per event id, and whatever a dropped connection cut short is simply sent again (dispatcher.ts).
 */
import { Pool } from 'undici';
import { DELIVERY_TIMEOUT_MS, MAX_IN_FLIGHT, type WebhookTransport } from './dispatcher';

/** Connections to the merchant's endpoint, at most. */
export const DELIVERY_CONNECTIONS = 4;
/** Deliveries under way on one connection at once: together, the dispatcher's MAX_IN_FLIGHT. */
export const DELIVERY_PIPELINING = Math.ceil(MAX_IN_FLIGHT / DELIVERY_CONNECTIONS);
/** How much of a refusal's text the attempt log keeps. */
const ANSWER_TEXT_CHARS = 300;

export interface DeliveryPool {
  readonly send: WebhookTransport;
  /** Closes the kept connections (the product's stop): deliveries under way end first. */
  close(): Promise<void>;
}

export function deliveryPool(): DeliveryPool {
  const pools = new Map<string, Pool>();
  const poolFor = (origin: string): Pool => {
    let pool = pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, {
        connections: DELIVERY_CONNECTIONS,
        pipelining: DELIVERY_PIPELINING,
        headersTimeout: DELIVERY_TIMEOUT_MS,
        bodyTimeout: DELIVERY_TIMEOUT_MS,
        // "localhost" may name ::1 or 127.0.0.1: try both, as fetch does.
        connect: { autoSelectFamily: true, timeout: DELIVERY_TIMEOUT_MS },
      });
      pools.set(origin, pool);
    }
    return pool;
  };
  return {
    send: async (url, body, headers) => {
      const target = new URL(url);
      const answer = await poolFor(target.origin).request({ path: `${target.pathname}${target.search}`, method: 'POST', body, headers });
      const text = await answer.body.text();
      return { status: answer.statusCode, text: text.slice(0, ANSWER_TEXT_CHARS) };
    },
    close: async () => {
      const open = [...pools.values()];
      pools.clear();
      await Promise.all(open.map((pool) => pool.close()));
    },
  };
}

/**
 * Middlewares run one after another as one layer. Every request of an origin passes its preamble
 * (request log, security headers, CORS, body parser, journal), and Express's router pays for each
 * layer it walks (path match, try/catch, promise check): one layer instead of five is a measurable
 * part of a poll's time (issue 10, point 7). Same contract as separate layers for what these
 * middlewares do: a thrown error or next(error) goes to the app's error handlers and the rest of
 * the sequence is skipped.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

type Next = (error?: unknown) => void;

/**
 * Node's or Express's middlewares alike: the sequence takes the request and response types its
 * members all accept (the poll's fast path runs one of Node middlewares only, payment-provider/payments/poll-fast-path.ts).
 */
export function inSequence<Req extends IncomingMessage, Res extends ServerResponse>(...handlers: readonly ((req: Req, res: Res, next: Next) => unknown)[]): (req: Req, res: Res, next: Next) => void {
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      // As Express reads next(): undefined or null go on, anything else is an error (or its 'route'/'router').
      if (error !== undefined && error !== null) {
        next(error);
        return;
      }
      const handler = handlers[index];
      index += 1;
      if (!handler) {
        next();
        return;
      }
      try {
        void handler(req, res, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}

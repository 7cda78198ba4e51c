import type { Express } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers a request and returns true, or returns false having touched nothing. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

type Handle = (req: IncomingMessage, res: ServerResponse, callback?: (error?: unknown) => void) => void;

/**
 * Lets `fast` answer an app's requests before Express does. An Express app is a function that calls
 * its own `handle` (the servers of listen.ts call it, so do supertest and the benches), so the
 * request meets `fast` first wherever it comes from; what `fast` leaves goes on to Express untouched.
 * (`handle` is Express's dispatch method; its type declarations leave it out.)
 */
export function answerFirst(app: Express, fast: FastPath): void {
  const dispatching = app as unknown as { handle: Handle };
  const express = dispatching.handle.bind(app);
  dispatching.handle = (req, res, callback) => {
    if (!fast(req, res)) express(req, res, callback);
  };
}

import { errorField, processLogger } from './logger';

/**
 * Work that runs after an answer was sent (journal, idempotency record, outbox delivery) has no
 * caller left to catch its errors: an exception in a `finish` listener ends the process. Every such
 * piece of work runs through here, which logs a failure and returns.
 */
export function afterResponse(what: string, work: () => void): void {
  try {
    work();
  } catch (error) {
    processLogger().error({ err: errorField(error), what }, 'failed after the response');
  }
}

/** What the last-resort handlers listen on: `process` in the product, an emitter in tests. */
export interface ProcessEvents {
  on(event: 'uncaughtException', listener: (error: Error) => void): unknown;
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
}

/**
 * The last resort: an exception nothing caught is logged and the servers keep serving. Every known
 * source is guarded where it happens (parser limits, afterResponse); this is for the unknown ones,
 * so one bad request never takes the three origins down.
 */
export function installLastResortHandlers(events: ProcessEvents, log: (message: string, error: unknown) => void = (message, error) => processLogger().error({ err: errorField(error) }, message)): void {
  events.on('uncaughtException', (error) => log('uncaught exception (still serving)', error));
  events.on('unhandledRejection', (reason) => log('unhandled rejection (still serving)', reason));
}

/** Element events of widget §3 in docs/spec-coverage.md, with the listener checks of section 8. */
import { type CollectError, errorOf, failed } from './collect-errors';
import type { ElementState } from './element-state';

export const ELEMENT_EVENTS = [
  'CHANGE',
  'READY',
  'FOCUS',
  'BLUR',
  'ESCAPE',
  'CLICK',
  'ERROR',
  'SUCCESS',
  'SUBMIT',
  'CREATED',
  'MOUNTED',
  'HEIGHT',
] as const;

export type ElementEvent = (typeof ELEMENT_EVENTS)[number];

const isElementEvent = (value: unknown): value is ElementEvent =>
  typeof value === 'string' && (ELEMENT_EVENTS as readonly string[]).includes(value);

/** What a listener receives: the element, its state, and for HEIGHT and ERROR their extra. */
export interface ElementEventPayload {
  readonly event: ElementEvent;
  readonly elementName: string;
  readonly state: ElementState;
  /** HEIGHT: the element's height in px. */
  readonly heightPx?: number;
  /** ERROR: what went wrong. */
  readonly error?: CollectError;
}

export type ElementEventHandler = (payload: ElementEventPayload) => void;

/** INVALID_EVENT_TYPE for an unknown event, INVALID_EVENT_HANDLER for a handler that is not a function. */
export function checkEventListener(event: unknown, handler: unknown): CollectError | null {
  if (!isElementEvent(event)) return errorOf(failed('INVALID_EVENT_TYPE', JSON.stringify(event)));
  if (typeof handler !== 'function') return errorOf(failed('INVALID_EVENT_HANDLER', event));
  return null;
}

/** Listeners per event. A throwing listener does not stop the others: it is the merchant's bug, reported through `onListenerError`. */
export class ElementEmitter {
  private readonly handlers = new Map<ElementEvent, ElementEventHandler[]>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => undefined) {}

  /** Adds a listener; throws INVALID_EVENT_TYPE or INVALID_EVENT_HANDLER. */
  on(event: unknown, handler: unknown): void {
    const error = checkEventListener(event, handler);
    if (error) throw error;
    const key = event as ElementEvent;
    this.handlers.set(key, [...(this.handlers.get(key) ?? []), handler as ElementEventHandler]);
  }

  off(event: ElementEvent, handler: ElementEventHandler): void {
    this.handlers.set(event, (this.handlers.get(event) ?? []).filter((h) => h !== handler));
  }

  emit(payload: ElementEventPayload): void {
    for (const handler of this.handlers.get(payload.event) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}

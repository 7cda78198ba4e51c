import { describe, expect, it, vi } from 'vitest';
import { checkEventListener, ELEMENT_EVENTS, ElementEmitter, type ElementEventPayload } from './element-events';

const state = { isEmpty: true, isComplete: false, isValid: false, isFocused: false, value: null, isRequired: true };
const payload = (event: ElementEventPayload['event']): ElementEventPayload => ({ event, elementName: 'a', state });

describe('element events', () => {
  it('lists the twelve events of the spec', () => {
    expect(ELEMENT_EVENTS).toEqual(['CHANGE', 'READY', 'FOCUS', 'BLUR', 'ESCAPE', 'CLICK', 'ERROR', 'SUCCESS', 'SUBMIT', 'CREATED', 'MOUNTED', 'HEIGHT']);
  });

  it('checks the event type, then the handler', () => {
    expect(checkEventListener('CHANGE', () => undefined)).toBeNull();
    expect(checkEventListener('change', () => undefined)?.code).toBe('INVALID_EVENT_TYPE');
    expect(checkEventListener('CHANGE', 'fn')?.code).toBe('INVALID_EVENT_HANDLER');
    expect(checkEventListener(undefined, undefined)?.code).toBe('INVALID_EVENT_TYPE');
  });

  it('calls the listeners of the event only, and keeps going past a throwing one', () => {
    const errors: unknown[] = [];
    const emitter = new ElementEmitter((e) => errors.push(e));
    const change = vi.fn();
    const blur = vi.fn();
    emitter.on('CHANGE', () => {
      throw new Error('merchant bug');
    });
    emitter.on('CHANGE', change);
    emitter.on('BLUR', blur);
    emitter.emit(payload('CHANGE'));
    expect(change).toHaveBeenCalledWith(payload('CHANGE'));
    expect(blur).not.toHaveBeenCalled();
    expect(errors).toHaveLength(1);
    emitter.off('CHANGE', change);
    emitter.emit(payload('CHANGE'));
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('throws the coded error on a bad listener', () => {
    expect(() => new ElementEmitter().on('NOPE', () => undefined)).toThrow(expect.objectContaining({ code: 'INVALID_EVENT_TYPE' }));
  });
});

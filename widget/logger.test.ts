import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function sink() {
  const lines: string[] = [];
  return { lines, sink: { warn: (m: string) => lines.push(`warn ${m}`), error: (m: string) => lines.push(`error ${m}`) } };
}

describe('createLogger', () => {
  it('prints only errors at the default level ERROR', () => {
    const { lines, sink: s } = sink();
    const log = createLogger(undefined, s);
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    expect(lines).toEqual(['error e']);
  });

  it('prints warnings and above at WARN, everything at DEBUG', () => {
    const warn = sink();
    const atWarn = createLogger('WARN', warn.sink);
    atWarn.info('i');
    atWarn.warn('w');
    expect(warn.lines).toEqual(['warn w']);
    const debug = sink();
    const atDebug = createLogger('DEBUG', debug.sink);
    atDebug.debug('d');
    atDebug.info('i');
    expect(debug.lines).toEqual(['warn [DEBUG] d', 'warn [INFO] i']);
  });
});

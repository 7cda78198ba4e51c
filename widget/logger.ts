/** Log levels of widget §9 in docs/spec-coverage.md: DEBUG, INFO, WARN, ERROR; default ERROR. */
const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const DEFAULT_LOG_LEVEL: LogLevel = 'ERROR';

export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface LogSink {
  warn(message: string): void;
  error(message: string): void;
}

export const isLogLevel = (v: unknown): v is LogLevel => typeof v === 'string' && (LOG_LEVELS as readonly string[]).includes(v);

/**
 * The widget's one logger (widget §9 in docs/spec-coverage.md): prints what is at or above `level`; warnings and
 * errors as they are (their codes lead), DEBUG and INFO tagged through the sink's warn (the lint allows
 * console.warn and console.error only, and only here). Nothing it is given may contain card data.
 *
 * @example createLogger('WARN').warn('...') // printed; createLogger().warn('...') // not: default ERROR
 */
export function createLogger(level: LogLevel = DEFAULT_LOG_LEVEL, sink: LogSink = console): Logger {
  const rank = (l: LogLevel) => LOG_LEVELS.indexOf(l);
  const at = (l: LogLevel, print: (m: string) => void) => (message: string) => {
    if (rank(l) >= rank(level)) print(message);
  };
  return {
    // DEBUG and INFO share the console's warn: tagged, so they read apart from warnings.
    debug: at('DEBUG', (m) => sink.warn(`[DEBUG] ${m}`)),
    info: at('INFO', (m) => sink.warn(`[INFO] ${m}`)),
    warn: at('WARN', (m) => sink.warn(m)),
    error: at('ERROR', (m) => sink.error(m)),
  };
}

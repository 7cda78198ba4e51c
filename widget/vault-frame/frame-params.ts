/** What the frame reads from its own URL: the host's origin, the environment and the form's configuration. */
import { ENVIRONMENTS, type Environment } from '../constants';
import { deployedEnvironment } from '../deployment';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/locales';
import { isLogLevel, type LogLevel } from '../logger';
import { DEFAULT_FRAME_CONFIG, parseFrameConfig, type FrameConfig } from './protocol';

export interface FrameParams {
  /** The only origin the frame talks to. */
  readonly parentOrigin: string;
  readonly environment: Environment;
  readonly config: FrameConfig;
  /** The host's log level (`log`), so the frame logs as the widget does; ERROR when absent or unknown. */
  readonly logLevel: LogLevel;
}

/** The host's language (`locale`, issue 33); English when absent or one the widget does not have. */
export function readFrameLocale(search: string): Locale {
  const locale = new URLSearchParams(search).get('locale');
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Without a `config` parameter the frame shows the default form; a malformed one stops it (never guess). */
function readConfig(raw: string | null): FrameConfig {
  if (raw === null) return DEFAULT_FRAME_CONFIG;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    json = null;
  }
  const config = parseFrameConfig(json);
  if (!config) throw new Error('Vault frame: the `config` parameter is malformed.');
  return config;
}

/**
 * Throws when `parent` is missing or `config` is malformed; an unknown `env` is PROD, and so is `env=DEV`
 * unless the frame itself is served from a test deployment (`frameOrigin`, widget/deployment.ts).
 * @example readFrameParams('?parent=https%3A%2F%2Fapp.example&env=DEV', 'http://localhost:4001').environment // 'DEV'
 */
export function readFrameParams(search: string, frameOrigin: string): FrameParams {
  const params = new URLSearchParams(search);
  const parentOrigin = params.get('parent');
  if (!parentOrigin) throw new Error('Vault frame: the `parent` query parameter is required.');
  const env = params.get('env');
  const asked = (ENVIRONMENTS as readonly (string | null)[]).includes(env) ? (env as Environment) : 'PROD';
  const environment = deployedEnvironment(asked, frameOrigin);
  const log = params.get('log');
  return { parentOrigin, environment, config: readConfig(params.get('config')), logLevel: isLogLevel(log) ? log : 'ERROR' };
}

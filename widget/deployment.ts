/**
 * Where the widget may run in DEV (issue 43): DEV reveals card values to the host page, so it is a
 * property of the deployment (the origin a page or the vault frame is served from), never of a link a
 * shopper follows. A test deployment is an origin whose host name contains `dev` (staging) or a local
 * run (a loopback host); everywhere else the environment is PROD whatever is asked for.
 */
import type { Environment } from './constants';

/** Staging hosts contain this marker (the app's service-host rule uses the same one). */
const TEST_HOST_MARKER = 'dev';
const LOOPBACK_HOST = /^(localhost|[\w-]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/** True for a staging origin (`https://dev.shop.example`) or a local one (`http://localhost:3000`); false for anything unparsable. */
export function isTestDeployment(origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host.includes(TEST_HOST_MARKER) || LOOPBACK_HOST.test(host);
}

/**
 * The environment to run in: DEV only when asked for on a test deployment, else PROD.
 * @example deployedEnvironment('DEV', 'https://mindmetric.example') // 'PROD'
 */
export function deployedEnvironment(requested: Environment | null | undefined, origin: string): Environment {
  return requested === 'DEV' && isTestDeployment(origin) ? 'DEV' : 'PROD';
}

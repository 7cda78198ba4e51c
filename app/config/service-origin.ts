/** Staging versus production (app §7 and §9 in docs/spec-coverage.md): the test environment is used when the page's origin contains 'dev'. */
export const STAGING_ORIGIN_MARKER = 'dev';

export function isStagingOrigin(pageOrigin: string): boolean {
  return pageOrigin.includes(STAGING_ORIGIN_MARKER);
}

/** The subscription service host for this page. */
export function chooseServiceOrigin(pageOrigin: string, hosts: { readonly production: string; readonly staging: string }): string {
  return isStagingOrigin(pageOrigin) ? hosts.staging : hosts.production;
}

/**
 * The attribution context of app §3 in docs/spec-coverage.md, built locally from the page address, cookies,
 * stored values and the client's ip/country. Pure: every input is a parameter, so the caller
 * decides where they come from (document, localStorage, the /remote-addr answer).
 */
import { object, safeParse, string, type ObjectSchema, type StringSchema } from 'valibot';
import { parseCookies } from './cookies';
import {
  ATTRIBUTION_PID,
  ATTRIBUTION_PROJECT,
  CAMPAIGN_PARAMS,
  FB_COOKIE_PREFIX,
  FBC_COOKIE,
  FBCLID_PARAM,
  FBP_COOKIE,
  IDFM_PARAM,
  STORAGE_KEYS,
} from './constants';

export type CampaignParam = (typeof CAMPAIGN_PARAMS)[number];
export type CampaignFields = Readonly<Record<CampaignParam, string>>;

export type AttributionContext = CampaignFields & {
  readonly project: string;
  readonly pid: string;
  /** ISO country code in upper case, or '' when the location lookup has not answered. */
  readonly country_code: string;
  readonly fbc: string;
  readonly fbp: string;
  readonly referer: string;
  readonly event_source_url: string;
  readonly client_user_agent: string;
  readonly client_ip_address: string;
  readonly idfm: string;
};

/** The part of Web Storage the builder reads; `localStorage` fits. */
export type StorageReader = Pick<Storage, 'getItem'>;
export type StorageReadWriter = Pick<Storage, 'getItem' | 'setItem'>;

export interface AttributionInput {
  /** The current page address, e.g. `location.href`. */
  readonly url: string;
  /** `document.cookie`. */
  readonly cookies: string;
  /** Local storage. */
  readonly storage: StorageReader;
  /** `document.referrer` ('' when none). */
  readonly referrer: string;
  readonly userAgent: string;
  /** The /remote-addr answer, or null while unknown. */
  readonly client: { readonly ip: string; readonly country: string } | null;
  /** Now, in ms since the epoch: the creation time written into built fbc and fbp values. */
  readonly now: number;
  /** A number in [0, 1), for the random part of a new fbp. */
  readonly random: () => number;
}

// fb.<subdomain index>.<creation time ms>.<click id or random number>, as the ad pixel writes them.
const FB_ID_FORMAT = /^fb\.\d\.\d{10,}\..+$/;
const isFbId = (value: string | null | undefined): value is string => typeof value === 'string' && FB_ID_FORMAT.test(value);

const StoredCampaignSchema = object(Object.fromEntries(CAMPAIGN_PARAMS.map((name) => [name, string()])) as Record<CampaignParam, StringSchema<undefined>>) satisfies ObjectSchema<Record<CampaignParam, StringSchema<undefined>>, undefined>;

const EMPTY_CAMPAIGN: CampaignFields = Object.fromEntries(CAMPAIGN_PARAMS.map((name) => [name, ''])) as Record<CampaignParam, string>;

/** Campaign fields from the URL when it names any of them (last touch wins), else the stored ones, else ''. */
export function campaignFields(url: URL, storage: StorageReader): CampaignFields {
  if (CAMPAIGN_PARAMS.some((name) => url.searchParams.has(name))) return campaignFromUrl(url);
  return readStoredCampaign(storage) ?? EMPTY_CAMPAIGN;
}

function campaignFromUrl(url: URL): CampaignFields {
  return Object.fromEntries(CAMPAIGN_PARAMS.map((name) => [name, url.searchParams.get(name) ?? ''])) as Record<CampaignParam, string>;
}

function readStoredCampaign(storage: StorageReader): CampaignFields | null {
  const raw = storage.getItem(STORAGE_KEYS.campaign);
  if (raw === null) return null;
  try {
    const parsed = safeParse(StoredCampaignSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null; // a value some other script broke is ignored, not trusted
  }
}

/**
 * Ad-click id: the `_fbc` cookie, else the stored copy, else built from an `fbclid` in the URL
 * (`fb.1.<now>.<fbclid>`), else ''. A cookie wins over a newer fbclid because the pixel, which
 * set it, already applies the ad network's own rule for refreshing it.
 */
export function resolveFbc(cookies: ReadonlyMap<string, string>, storage: StorageReader, url: URL, now: number): string {
  const cookie = cookies.get(FBC_COOKIE);
  if (isFbId(cookie)) return cookie;
  const stored = storage.getItem(STORAGE_KEYS.fbc);
  if (isFbId(stored)) return stored;
  const fbclid = url.searchParams.get(FBCLID_PARAM)?.trim();
  return fbclid ? `${FB_COOKIE_PREFIX}.${Math.trunc(now)}.${fbclid}` : '';
}

/**
 * Browser id: the `_fbp` cookie, else the stored copy, else a new `fb.1.<now>.<10 random digits>`.
 * Always present, so events of one browser can be joined even when the pixel is blocked;
 * rememberAttribution stores it so the next build gives the same id.
 */
export function resolveFbp(cookies: ReadonlyMap<string, string>, storage: StorageReader, now: number, random: () => number): string {
  const cookie = cookies.get(FBP_COOKIE);
  if (isFbId(cookie)) return cookie;
  const stored = storage.getItem(STORAGE_KEYS.fbp);
  if (isFbId(stored)) return stored;
  const digits = 1_000_000_000 + Math.floor(random() * 9_000_000_000); // always 10 digits
  return `${FB_COOKIE_PREFIX}.${Math.trunc(now)}.${digits}`;
}

/** Mobile-app identifier: the `_idfm` query parameter, else the stored one, else ''. */
export function resolveIdfm(url: URL, storage: StorageReader): string {
  const fromUrl = url.searchParams.get(IDFM_PARAM)?.trim();
  if (fromUrl) return fromUrl;
  return storage.getItem(STORAGE_KEYS.mobileId) ?? '';
}

export function buildAttributionContext(input: AttributionInput): AttributionContext {
  const url = new URL(input.url);
  const cookies = parseCookies(input.cookies);
  const { storage } = input;
  return {
    project: ATTRIBUTION_PROJECT,
    pid: ATTRIBUTION_PID,
    ...campaignFields(url, storage),
    country_code: input.client?.country.trim().toUpperCase() ?? '',
    fbc: resolveFbc(cookies, storage, url, input.now),
    fbp: resolveFbp(cookies, storage, input.now, input.random),
    // The first outside site that sent this visitor, kept across funnel pages; else this page's referrer.
    referer: storage.getItem(STORAGE_KEYS.externalReferrer) || input.referrer,
    // The redirect domain (stored, or this page's outside referrer's) when an outside site sent the visitor, else this page (app §3 in docs/spec-coverage.md).
    event_source_url: storage.getItem(STORAGE_KEYS.redirectDomain) || redirectDomainOf(input.referrer, input.url) || url.href,
    client_user_agent: input.userAgent,
    client_ip_address: input.client?.ip.trim() ?? '',
    idfm: resolveIdfm(url, storage),
  };
}

/**
 * The external-referrer rule (app §3 in docs/spec-coverage.md): the referrer to save when its host differs from
 * the current page's host (port included), else null. Empty and unreadable referrers are never saved.
 */
export function externalReferrerToSave(referrer: string, currentUrl: string): string | null {
  if (!URL.canParse(referrer) || !URL.canParse(currentUrl)) return null;
  const from = new URL(referrer);
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return null;
  return from.host.toLowerCase() === new URL(currentUrl).host.toLowerCase() ? null : referrer;
}

/** The redirect domain an external referrer gives: its origin (scheme, host and port); null when the referrer is not external. */
export function redirectDomainOf(referrer: string, currentUrl: string): string | null {
  const external = externalReferrerToSave(referrer, currentUrl);
  return external === null ? null : new URL(external).origin;
}

/**
 * Saves an external referrer and, with it, the redirect domain (app §3 in docs/spec-coverage.md): the origin of
 * the outside site that sent the visitor here, e.g. the campaign's pre-landing page that redirected to
 * the app. event_source_url then names that domain, the one the ad network knows the campaign by,
 * rather than the app's own address.
 */
export function rememberExternalReferrer(referrer: string, currentUrl: string, storage: StorageReadWriter): void {
  const external = externalReferrerToSave(referrer, currentUrl);
  if (external === null) return;
  storage.setItem(STORAGE_KEYS.externalReferrer, external);
  storage.setItem(STORAGE_KEYS.redirectDomain, new URL(external).origin);
}

/**
 * What a page's arrival tells that later pages cannot see in their own URL: the external referrer
 * (app §3 in docs/spec-coverage.md: saved whenever the referring host differs), campaign fields and the mobile
 * identifier. Saved on every funnel page whatever wmq says: wmq only gates sending events.
 */
export function rememberArrival(pageUrl: string, referrer: string, storage: StorageReadWriter): void {
  const url = new URL(pageUrl);
  rememberExternalReferrer(referrer, pageUrl, storage);
  if (CAMPAIGN_PARAMS.some((name) => url.searchParams.has(name))) storage.setItem(STORAGE_KEYS.campaign, JSON.stringify(campaignFromUrl(url)));
  const idfm = url.searchParams.get(IDFM_PARAM)?.trim();
  if (idfm) storage.setItem(STORAGE_KEYS.mobileId, idfm);
}

/**
 * Keeps what later pages of the funnel cannot see in their own URL: the external referrer, campaign
 * fields, the mobile identifier, and the fbc/fbp ids of `context` (so a generated fbp stays the same).
 * Call once per page load with the same input as buildAttributionContext.
 */
export function rememberAttribution(input: AttributionInput & { readonly storage: StorageReadWriter }, context: AttributionContext): void {
  const { storage } = input;
  rememberArrival(input.url, input.referrer, storage);
  if (context.fbc !== '') storage.setItem(STORAGE_KEYS.fbc, context.fbc);
  storage.setItem(STORAGE_KEYS.fbp, context.fbp);
}

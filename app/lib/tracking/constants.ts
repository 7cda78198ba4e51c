/** Constants of attribution and ad tracking (app §3 and §9 in docs/spec-coverage.md). */
import { PRODUCT_SLUG } from '../../../catalog/product';

/** Fixed label naming this product in every attribution record. */
export const ATTRIBUTION_PROJECT = PRODUCT_SLUG;

/** Fixed programme label; the material names it as a fitness programme, here brain fitness (app §1 in docs/spec-coverage.md). */
export const ATTRIBUTION_PID = 'brain_fitness';

/** Campaign fields copied from the landing URL, in the order the attribution record lists them. */
export const CAMPAIGN_PARAMS = ['campaign_id', 'campaign_name', 'adset_id', 'adset_name', 'ad_id', 'ad_name', 'media_source', 'config'] as const;

/** The ad-click id the ad network appends to landing URLs, and the app's mobile identifier parameter. */
export const FBCLID_PARAM = 'fbclid';
export const IDFM_PARAM = '_idfm';

/** Cookies the ad pixel sets for the click id and the browser id. */
export const FBC_COOKIE = '_fbc';
export const FBP_COOKIE = '_fbp';

/** Local-storage keys (the 'mm.' prefix keeps them apart from other scripts on the origin). */
export const STORAGE_KEYS = {
  fbc: 'mm.fbc',
  fbp: 'mm.fbp',
  campaign: 'mm.campaign',
  externalReferrer: 'mm.externalReferrer',
  mobileId: 'mm.idfm',
  redirectDomain: 'mm.redirectDomain',
  /** The ad pixel id a campaign's tt parameter started. */
  adPixelId: 'mm.tt',
} as const;

/** Ad-network cookie format: 'fb', subdomain index 1 (the registrable domain), creation time in ms. */
export const FB_COOKIE_PREFIX = 'fb.1';

/** Share of a purchase reported to the ad pixel (app §9 in docs/spec-coverage.md). */
export const AD_PIXEL_PURCHASE_SHARE = 0.75;

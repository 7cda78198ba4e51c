/** The ad event names of app §3 in docs/spec-coverage.md, sent to the ad pixel and the short-video tracker. A leaf module shared with the simulator. */
export const AD_EVENTS = ['ViewContent', 'Contact', 'CompleteRegistration', 'InitiateCheckout', 'Purchase', 'Subscribe', 'AllPurchase', 'One-timePurchase', 'Full plan sale purchase'] as const;
export type AdEventName = (typeof AD_EVENTS)[number];

/** The two outside trackers (app §1 in docs/spec-coverage.md): the ad pixel started by `tt`, and the short-video ad tracker. */
export const AD_TRACKERS = ['ad-pixel', 'short-video'] as const;
export type AdTracker = (typeof AD_TRACKERS)[number];

/** Where the stand-ins send what they receive, on the asset origin, and their script paths under /sdk/. */
export const AD_EVENTS_PATH = '/pixel/events';
export const AD_TRACKER_SCRIPTS: Readonly<Record<AdTracker, string>> = { 'ad-pixel': '/sdk/ad-pixel.js', 'short-video': '/sdk/short-video.js' };

/** What the escape needs to know about a user agent: which in-app browser, and which OS (with the iOS major). */

export type InAppBrowser = 'instagram' | 'facebook';

export type Platform = { readonly os: 'ios'; readonly major: number } | { readonly os: 'android' } | { readonly os: 'other' };

// Instagram writes "Instagram <version>"; Facebook and Messenger write FBAN/FBAV (iOS) or FB_IAB/FBAV (Android).
const INSTAGRAM = /\bInstagram\s\d/;
const FACEBOOK = /\b(FBAN|FBAV|FB_IAB|FBIOS|FB4A)\b/;

export function inAppBrowserOf(userAgent: string): InAppBrowser | null {
  // Instagram first: its Android UA can carry Facebook markers too, and it is the more specific answer.
  if (INSTAGRAM.test(userAgent)) return 'instagram';
  if (FACEBOOK.test(userAgent)) return 'facebook';
  return null;
}

// "CPU iPhone OS 16_6 like Mac OS X" on iPhone and iPod, "CPU OS 16_6 like Mac OS X" on iPad.
const IOS_DEVICE = /\((iPhone|iPad|iPod)\b/;
const IOS_VERSION = /\bCPU (?:iPhone )?OS (\d+)(?:_\d+)* like Mac OS X/;
const ANDROID = /\bAndroid\b/;

/** The platform; an iOS device whose version cannot be read counts as 'other' so nothing acts on a guess. */
export function platformOf(userAgent: string): Platform {
  if (IOS_DEVICE.test(userAgent)) {
    const major = Number(IOS_VERSION.exec(userAgent)?.[1]);
    return Number.isInteger(major) && major > 0 ? { os: 'ios', major } : { os: 'other' };
  }
  if (ANDROID.test(userAgent)) return { os: 'android' };
  return { os: 'other' };
}

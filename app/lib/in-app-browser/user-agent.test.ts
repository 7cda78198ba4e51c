import { describe, expect, it } from 'vitest';
import { inAppBrowserOf, platformOf } from './user-agent';
import { UA } from './user-agents.fixture';

describe('inAppBrowserOf', () => {
  it.each([
    ['instagramIos14', 'instagram'],
    ['instagramIos17', 'instagram'],
    ['instagramIpadOs16', 'instagram'],
    ['instagramAndroid', 'instagram'],
    ['facebookIos13', 'facebook'],
    ['facebookIos17', 'facebook'],
    ['messengerIos18', 'facebook'],
    ['facebookAndroid', 'facebook'],
    ['safariIos17', null],
    ['chromeIos16', null],
    ['chromeAndroid', null],
    ['chromeDesktop', null],
    ['tiktokIos17', null],
  ] as const)('%s -> %s', (name, expected) => {
    expect(inAppBrowserOf(UA[name])).toBe(expected);
  });

  it('does not take a word like "instagrammable" for the app', () => {
    expect(inAppBrowserOf('Mozilla/5.0 (compatible; instagrammable-bot/1.0)')).toBeNull();
  });
});

describe('platformOf', () => {
  it.each([
    ['instagramIos12', { os: 'ios', major: 12 }],
    ['instagramIos14', { os: 'ios', major: 14 }],
    ['instagramIos15', { os: 'ios', major: 15 }],
    ['instagramIos16', { os: 'ios', major: 16 }],
    ['instagramIpadOs16', { os: 'ios', major: 16 }],
    ['facebookIos17', { os: 'ios', major: 17 }],
    ['messengerIos18', { os: 'ios', major: 18 }],
    ['instagramAndroid', { os: 'android' }],
    ['facebookAndroid', { os: 'android' }],
    ['chromeDesktop', { os: 'other' }],
  ] as const)('%s', (name, expected) => {
    expect(platformOf(UA[name])).toEqual(expected);
  });

  it('refuses to guess an iOS version it cannot read', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; Instagram 300.0)')).toEqual({ os: 'other' });
  });
});

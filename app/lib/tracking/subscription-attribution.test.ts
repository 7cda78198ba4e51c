import { describe, expect, it } from 'vitest';
import { subscriptionAttributionOf } from './subscription-attribution';

const storage = (values: Record<string, string> = {}) => ({ getItem: (key: string) => values[key] ?? null });

describe('subscriptionAttributionOf (app §3: ip and country plus campaign data)', () => {
  it('carries the client ip, the country in upper case and the campaign fields of the URL', () => {
    const attribution = subscriptionAttributionOf({
      url: 'https://app.example/mindmetric/subscription?campaign_id=c-7&campaign_name=Spring&ad_id=a1&_idfm=m-9',
      cookies: '',
      storage: storage(),
      referrer: 'https://ads.example.net/',
      userAgent: 'UA',
      client: { ip: ' 203.0.113.9 ', country: 'gb' },
      now: 1_700_000_000_000,
      random: () => 0.5,
    });
    expect(attribution).toMatchObject({ ip: '203.0.113.9', country: 'GB', country_code: 'GB', campaign_id: 'c-7', campaign_name: 'Spring', ad_id: 'a1', idfm: 'm-9', referer: 'https://ads.example.net/', project: 'mindmetric' });
  });

  it('leaves ip and country empty when the location lookup failed, and keeps the stored campaign', () => {
    const attribution = subscriptionAttributionOf({
      url: 'https://app.example/mindmetric/subscription',
      cookies: '',
      storage: storage({ 'mm.campaign': JSON.stringify({ campaign_id: 'stored', campaign_name: 'S', adset_id: '', adset_name: '', ad_id: '', ad_name: '', media_source: '', config: '' }) }),
      referrer: '',
      userAgent: 'UA',
      client: null,
      now: 1_700_000_000_000,
      random: () => 0.5,
    });
    expect(attribution).toMatchObject({ ip: '', country: '', campaign_id: 'stored', campaign_name: 'S' });
  });
});

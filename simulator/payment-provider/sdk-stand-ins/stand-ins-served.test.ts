import { describe, expect, it } from 'vitest';
import { AD_EVENTS_PATH, AD_TRACKER_SCRIPTS } from '../../../catalog/ad-events';
import { standInScript } from './bundle';

describe('the ad tracker stand-ins the asset host serves under /sdk/', () => {
  it.each(Object.entries(AD_TRACKER_SCRIPTS))('serves %s at %s, sending to the collection endpoint', (_tracker, path) => {
    const script = standInScript(path.replace('/sdk/', ''));
    expect(script).toContain(AD_EVENTS_PATH);
  });

  it('defines the ad pixel and the short-video tracker surfaces', () => {
    expect(standInScript('ad-pixel.js')).toContain('window.adPixel');
    expect(standInScript('short-video.js')).toContain('window.shortVideoTracker');
  });
});

/** What the asset host serves under /sdk/: the bundled wallet stand-ins, the plain-script stand-ins and the icons, never TypeScript sources. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../create-simulator';
import { testSimulator } from '../test-support';

let sim: Simulator;
beforeAll(() => {
  sim = testSimulator();
});
afterAll(() => sim.close());

describe('GET /sdk/*', () => {
  it.each([
    ['/sdk/apple-pay.js', 'ApplePaySession'],
    ['/sdk/google-pay.js', 'PaymentsClient'],
    ['/sdk/paypal.js', 'Buttons'],
    ['/sdk/gapi.js', 'gapi'],
    ['/sdk/ad-pixel.js', ''],
    ['/sdk/short-video.js', ''],
  ])('serves %s as JavaScript', async (path, marker) => {
    const res = await request(sim.apps.asset).get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.text).toContain(marker);
  });

  it('serves the icons', async () => {
    await request(sim.apps.asset).get('/sdk/icons/visa.svg').expect(200);
  });

  it.each(['/sdk/sheet.ts', '/sdk/bundle.ts', '/sdk/apple-pay.ts', '/sdk/stand-ins.test.ts'])('does not serve the source %s', async (path) => {
    await request(sim.apps.asset).get(path).expect(404);
  });
});

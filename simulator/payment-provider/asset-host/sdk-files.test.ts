/** What the asset host serves under /sdk/: the bundled wallet stand-ins, the plain-script stand-ins and the icons, never TypeScript sources. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { testSimulator } from '../../test-support';
import { METHOD_ICON_NAMES } from './method-icons';

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

  it.each(METHOD_ICON_NAMES)('serves the %s mark from the icon sets as an SVG badge', async (name) => {
    const res = await request(sim.apps.asset).get(`/sdk/icons/${name}.svg`).expect(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    const svg = String(res.body);
    expect(svg).toMatch(/^<svg [^>]*width="40" height="26"/);
    // A drawn mark (a path or shapes from the set), never the old text boxes.
    expect(svg).toMatch(/<path d="M/);
    expect(svg).not.toContain('<text');
  });

  it('draws each brand in its own colour from Simple Icons', async () => {
    const visa = String((await request(sim.apps.asset).get('/sdk/icons/visa.svg')).body);
    expect(visa).toContain('fill="#1A1F71"');
  });

  it('answers 404 for an icon it does not have', async () => {
    await request(sim.apps.asset).get('/sdk/icons/nope.svg').expect(404);
    await request(sim.apps.asset).get('/sdk/icons/..%2Fpaypal.ts').expect(404);
  });

  it.each(['/sdk/sheet.ts', '/sdk/bundle.ts', '/sdk/apple-pay.ts', '/sdk/stand-ins.test.ts'])('does not serve the source %s', async (path) => {
    await request(sim.apps.asset).get(path).expect(404);
  });
});

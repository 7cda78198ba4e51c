/**
 * Places where the document used to be looser than the server (issue 43): each now says exactly what
 * the server takes, so a client generated from it sends nothing the server refuses for these reasons.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { testSimulator } from '../../test-support';
import { openApiDocument } from './document';

const doc = openApiDocument({ service: 'http://127.0.0.1:4000', asset: 'http://127.0.0.1:4001' }) as unknown as { paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean; schema: Record<string, unknown> }[]; security?: unknown[] }>> };
const sim = testSimulator();
afterAll(() => sim.close());

describe('the OpenAPI document is as strict as the server', () => {
  it('marks no request field readOnly (a scenario body needs provider.polls, renewal.charges and append)', () => {
    expect(JSON.stringify(doc)).not.toContain('"readOnly"');
  });

  it('takes only scenario ids the server takes: 2-60 lowercase letters, digits and single hyphens', async () => {
    const param = doc.paths['/qa/api/scenarios/{id}']?.post?.parameters?.find((p) => p.in === 'path' && p.name === 'id');
    expect(param?.schema).toMatchObject({ minLength: 2, maxLength: 60, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
    // The server agrees: an id the document refuses is refused.
    const res = await request(sim.apps.service).get(`/qa/api/scenarios/${'a'.repeat(61)}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('declares the webhook endpoint’s required signature header', () => {
    const header = doc.paths['/subs/webhooks/provider']?.post?.parameters?.find((p) => p.in === 'header');
    expect(header).toMatchObject({ name: 'provider-signature', required: true });
  });

  it('lets finalize be called without an ID token (an anonymous finalize links nothing)', () => {
    expect(doc.paths['/subs/finalize']?.post?.security).toEqual([{ idToken: [] }, {}]);
  });
});

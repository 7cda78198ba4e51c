import { describe, expect, it } from 'vitest';
import { parseExecution, parseExecutionLink } from './execution';

const T0 = '2026-11-22T12:00:00.000Z';

describe('parseExecution (widget §4)', () => {
  it('reads every status with its time, the 3-D Secure action and its link', () => {
    expect(
      parseExecution({
        status: [
          { code: 'authorizeRequested', time: T0 },
          { code: 'authorizePending', time: '2026-11-22T12:00:01+01:00' },
        ],
        actionRequired: '3ds',
        links: { '3ds': { href: 'https://p/3ds' } },
      }),
    ).toEqual({
      ok: true,
      value: {
        statuses: [
          { code: 'authorizeRequested', time: Date.parse(T0) },
          { code: 'authorizePending', time: Date.parse('2026-11-22T11:00:01Z') },
        ],
        actionRequired: '3ds',
        threeDsLink: 'https://p/3ds',
      },
    });
  });

  it('reads no action and no link as null', () => {
    expect(parseExecution({ status: [], actionRequired: null, links: { '3ds': 'https://p/3ds' } })).toEqual({
      ok: true,
      value: { statuses: [], actionRequired: null, threeDsLink: null },
    });
    expect(parseExecution({ status: [], links: [] })).toEqual({ ok: true, value: { statuses: [], actionRequired: null, threeDsLink: null } });
  });

  it.each([
    [null, 'execution is not an object'],
    [[], 'execution is not an object'],
    [{ status: 'authorizeRequested' }, 'execution.status is not a list'],
    [{ status: ['authorizeRequested'] }, 'a status entry is not an object'],
    [{ status: [{ code: 'captured', time: T0 }] }, 'unknown status code "captured"'],
    [{ status: [{ time: T0 }] }, 'unknown status code undefined'],
    [{ status: [{ code: 'authorizeFailed', time: '5' }] }, 'status authorizeFailed has no valid time'],
    [{ status: [{ code: 'authorizeFailed', time: 5 }] }, 'status authorizeFailed has no valid time'],
    [{ status: [{ code: 'authorizeFailed', time: '2026-11-22T12:00:00' }] }, 'status authorizeFailed has no valid time'],
    [{ status: [{ code: 'authorizeFailed', time: '2026-11-22T12:00:00Z trailing' }] }, 'status authorizeFailed has no valid time'],
    [{ status: [], actionRequired: 'captcha' }, 'unknown actionRequired "captcha"'],
  ])('refuses %j: %s', (body, reason) => {
    expect(parseExecution(body)).toEqual({ ok: false, reason });
  });

  it('accepts ISO times without seconds or with a fraction', () => {
    const parsed = parseExecution({ status: [{ code: 'authorizeRequested', time: '2026-11-22T12:00Z' }, { code: 'authorizeSuccessful', time: '2026-11-22T12:00:01.5Z' }] });
    expect(parsed.ok && parsed.value.statuses.map((s) => s.time)).toEqual([Date.parse('2026-11-22T12:00:00Z'), Date.parse('2026-11-22T12:00:01.500Z')]);
  });
});

describe('parseExecutionLink (widget §7)', () => {
  it('reads links.execution.href', () => {
    expect(parseExecutionLink({ links: { execution: { href: 'https://p/executions/1' } } }, 'authorize')).toEqual({
      ok: true,
      value: { executionLink: 'https://p/executions/1' },
    });
  });

  it('names the call when the link is missing', () => {
    expect(parseExecutionLink({ links: {} }, 'confirm')).toEqual({ ok: false, reason: 'confirm answer has no links.execution.href' });
    expect(parseExecutionLink(null, 'authorize')).toEqual({ ok: false, reason: 'authorize answer has no links.execution.href' });
  });
});

describe('parseExecution: status times are whole ISO date-times', () => {
  it.each(['2026-11-22T12:00:01Z', '2026-11-22T12:00:01.123456789Z', '2026-11-22T12:00-03:00'])('accepts %s', (time) => {
    expect(parseExecution({ status: [{ code: 'authorizeRequested', time }] })).toMatchObject({ ok: true });
  });

  it.each(['x2026-11-22T12:00:01Z', '2026-11-22T12:00:01Zx', '2026-11-22T12:00:01+0100', '2026-11-22T12:00:01 01:00', '2026-11-22T12:00:01+1:00', '2026-11-22T12:00:01.Z'])(
    'refuses %s',
    (time) => {
      expect(parseExecution({ status: [{ code: 'authorizeRequested', time }] })).toEqual({ ok: false, reason: 'status authorizeRequested has no valid time' });
    },
  );
});

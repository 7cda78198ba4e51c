import { describe, expect, it } from 'vitest';
import { chooseServiceOrigin, isStagingOrigin } from './service-origin';

const hosts = { production: 'https://api.example.com', staging: 'https://api.dev.example.com' };

describe('chooseServiceOrigin', () => {
  it.each([
    ['https://dev.mindmetric.example', hosts.staging],
    ['https://mindmetric-dev.example', hosts.staging],
    ['http://localhost:3000', hosts.production],
    ['https://pro.mindmetric.example', hosts.production],
  ])('%s -> %s', (origin, expected) => {
    expect(chooseServiceOrigin(origin, hosts)).toBe(expected);
    expect(isStagingOrigin(origin)).toBe(expected === hosts.staging);
  });
});

import { describe, expect, it } from 'vitest';
import { deployedEnvironment, isTestDeployment } from './deployment';

describe('isTestDeployment', () => {
  it.each(['https://dev.mindmetric.example', 'https://mindmetric-dev.example', 'http://localhost:3000', 'http://127.0.0.1:4001', 'http://app.localhost:3000', 'http://[::1]:3000', 'https://DEV.Shop.example'])('%s is a test deployment', (origin) => {
    expect(isTestDeployment(origin)).toBe(true);
  });

  it.each(['https://mindmetric.example', 'https://assets.mindmetric.example', 'https://localhost.evil.example', 'http://127.0.0.1.evil.example', 'null', '', 'not a url'])('%s is not', (origin) => {
    expect(isTestDeployment(origin)).toBe(false);
  });
});

describe('deployedEnvironment', () => {
  it('keeps DEV on a test deployment only', () => {
    expect(deployedEnvironment('DEV', 'https://dev.mindmetric.example')).toBe('DEV');
    expect(deployedEnvironment('DEV', 'http://localhost:3000')).toBe('DEV');
    expect(deployedEnvironment('DEV', 'https://mindmetric.example')).toBe('PROD');
  });

  it('is PROD when nothing or PROD is asked for, wherever it runs', () => {
    for (const origin of ['https://dev.mindmetric.example', 'https://mindmetric.example']) {
      expect(deployedEnvironment(undefined, origin)).toBe('PROD');
      expect(deployedEnvironment(null, origin)).toBe('PROD');
      expect(deployedEnvironment('PROD', origin)).toBe('PROD');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { browserEmulatorOrigin, firebaseWebConfig } from './web-config';

describe('browserEmulatorOrigin', () => {
  it('puts a loopback emulator on the app\'s loopback host name, keeping its port', () => {
    expect(browserEmulatorOrigin('http://127.0.0.1:9099', 'http://localhost:3000')).toBe('http://localhost:9099');
    expect(browserEmulatorOrigin('http://localhost:9199', 'http://127.0.0.1:3100')).toBe('http://127.0.0.1:9199');
  });
  it('leaves the emulator alone when the app is served under another name', () => {
    expect(browserEmulatorOrigin('http://127.0.0.1:9099', 'https://app.example.test')).toBe('http://127.0.0.1:9099');
    expect(browserEmulatorOrigin('http://auth.example.test:9099', 'http://localhost:3000')).toBe('http://auth.example.test:9099');
  });
});

describe('firebaseWebConfig', () => {
  it('names the same host as auth domain and emulator origin', () => {
    const config = firebaseWebConfig({ origin: 'http://127.0.0.1:9099', projectId: 'demo-x' }, 'http://localhost:3000');
    expect(config).toMatchObject({ projectId: 'demo-x', authDomain: 'localhost:9099', authEmulatorOrigin: 'http://localhost:9099' });
  });
});

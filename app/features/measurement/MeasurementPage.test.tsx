import { within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAppConfig } from '../../config/app-config.test-support';
import { renderInLanguage } from '../../test-support/app-routes';
import MeasurementPage from './MeasurementPage';

describe('the measurement page’s header in the shopper’s language (issue 44)', () => {
  beforeAll(() => installAppConfig('https://api.example.com'));
  afterEach(() => void vi.unstubAllGlobals());

  it('names home and the members’ sign-in in Arabic on an Arabic page', async () => {
    // The figures are not the point here: the service is away.
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    await renderInLanguage(
      <MemoryRouter initialEntries={['/measurement?lang=ar']}>
        <MeasurementPage />
      </MemoryRouter>,
      'ar',
    );
    const header = document.querySelector('header');
    if (!header) throw new Error('The page has no header.');
    expect(header.querySelector('a.brand')?.getAttribute('aria-label')).toBe('الصفحة الرئيسية لـ MindMetric');
    expect(within(header).getByRole('link', { name: 'دخول الأعضاء' })).toBeTruthy();
    expect(header.textContent).not.toMatch(/Member sign-in/);
  });
});

import { describe, expect, it } from 'vitest';
import { qaWidgetOptions } from './qa-widget-options';

const flags = (query: string) => new URLSearchParams(query);

describe('qaWidgetOptions: the widget environment comes from the deployment, not the link (issue 43)', () => {
  it('a link with ?widgetEnv=DEV on a production origin gets PROD', () => {
    expect(qaWidgetOptions(flags('widgetEnv=DEV&timeScale=0.01'), 'https://mindmetric.example').environment).toBe('PROD');
    expect(qaWidgetOptions(flags('widgetEnv=DEV'), 'https://www.mindmetric.example').environment).toBe('PROD');
  });

  it('QA keeps the flag on a staging origin and on a local run', () => {
    expect(qaWidgetOptions(flags('widgetEnv=DEV'), 'https://dev.mindmetric.example').environment).toBe('DEV');
    expect(qaWidgetOptions(flags('widgetEnv=DEV'), 'http://localhost:3000').environment).toBe('DEV');
    expect(qaWidgetOptions(flags('widgetEnv=DEV'), 'http://127.0.0.1:3600').environment).toBe('DEV');
  });

  it('without the flag the widget keeps its default (PROD), and an unknown value is ignored', () => {
    expect(qaWidgetOptions(flags(''), 'http://localhost:3000')).toEqual({});
    expect(qaWidgetOptions(flags('widgetEnv=dev'), 'http://localhost:3000')).toEqual({});
    expect(qaWidgetOptions(flags('widgetEnv=PROD'), 'http://localhost:3000').environment).toBe('PROD');
  });

  it('passes the time scale and the deprecated stored-cards option as before', () => {
    expect(qaWidgetOptions(flags('timeScale=0.01&showExistingCards=false'), 'https://mindmetric.example')).toEqual({ timeScale: 0.01, showExistingCards: false });
    expect(qaWidgetOptions(flags('timeScale=-1'), 'https://mindmetric.example')).toEqual({});
  });
});

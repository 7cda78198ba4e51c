import english from 'virtual:app-messages/en/errors';
import { useCallback } from 'react';
import { HttpError } from '../fetch-json';
import type { AppLocale } from '../i18n/locale';
import { textPart, useTexts } from '../i18n/texts';
import { serviceErrorDetail, serviceErrorKey, serviceErrorValues, type SERVICE_ERROR_TEXT } from './service-error-text';

/** The service's refusals in the shopper's language (issue 33): English in the page's chunk, every other language loaded on demand (texts.ts). */
export const SERVICE_ERROR_TEXTS = textPart<keyof typeof SERVICE_ERROR_TEXT>('errors', english);

/**
 * The catalogue's text for a refused call's stable code in `locale` (when its texts are here, else
 * English); a refusal we have no text for shows the service's own detail; `fallback` for anything else.
 */
export function serviceErrorText(error: unknown, fallback: string, locale: AppLocale): string {
  if (!(error instanceof HttpError)) return fallback;
  const key = serviceErrorKey(error.body);
  const values = key ? serviceErrorValues(key, error.body) : null;
  if (key && values) return SERVICE_ERROR_TEXTS.format(locale, key, values);
  return serviceErrorDetail(error.body) ?? (key ? SERVICE_ERROR_TEXTS.format(locale, key) : fallback);
}

/**
 * `(error, fallback)`: the catalogue's text for a refused call's stable code in the shopper's
 * language, else `fallback` (already in that language): any other failure, or a code we do not know.
 */
export function useServiceErrorText(): (error: unknown, fallback: string) => string {
  const { locale } = useTexts(SERVICE_ERROR_TEXTS);
  return useCallback((error: unknown, fallback: string) => serviceErrorText(error, fallback, locale), [locale]);
}

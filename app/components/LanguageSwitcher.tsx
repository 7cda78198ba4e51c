import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { chosenLanguage, deviceStorage, isLanguage, LANGUAGE_NAMES, rememberLanguage } from '../lib/i18n/language-choice';

/**
 * The footer's language switcher (issue 33): the choice goes into the URL as `lang`, carried to the
 * next pages like the other funnel flags, and is remembered on this device; a remembered choice is put
 * back into the URL on the next visit, so the checkout reads the flag alone. Without a choice it shows English.
 */
export function LanguageSwitcher({ label = 'Language' }: { label?: string } = {}) {
  const [params, setParams] = useSearchParams();
  const flag = params.get('lang');
  const choose = (locale: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('lang', locale);
        return next;
      },
      { replace: true },
    );
  // After hydration (the prerendered landing stays as built), a remembered choice joins the URL; only the flag matters here.
  useEffect(() => {
    const remembered = flag ? null : chosenLanguage('', deviceStorage());
    if (remembered) choose(remembered);
  }, [flag]);
  return (
    <label className="site-footer__language">
      <span>{label}</span>
      <select
        value={isLanguage(flag) ? flag : 'en'}
        onChange={(event) => {
          const picked = event.target.value;
          if (!isLanguage(picked)) return;
          rememberLanguage(picked, deviceStorage());
          choose(picked);
        }}
      >
        {Object.entries(LANGUAGE_NAMES).map(([locale, name]) => (
          <option key={locale} value={locale} lang={locale}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

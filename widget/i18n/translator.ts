/**
 * The widget's language at run time (issue 33). English is built in; another catalogue loads on
 * demand, once, as its own chunk, so a shopper downloads one language. The drop-in (host page) and
 * the vault frame each activate the shopper's locale before they render; every shopper-visible text
 * is read through `text()` when it is shown, never kept from module load.
 */
import english from 'virtual:widget-messages/en';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { PSEUDO_LANGUAGE } from '../../catalog/languages';
import { isTestDeployment } from '../deployment';
import type { MessageId } from './source';

export type MessageValues = Readonly<Record<string, string | number>>;
type Catalogue = Readonly<Record<string, (values?: MessageValues) => string>>;

const LOADERS: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>>> = {
  es: () => import('virtual:widget-messages/es'),
  'pt-BR': () => import('virtual:widget-messages/pt-BR'),
  fr: () => import('virtual:widget-messages/fr'),
  de: () => import('virtual:widget-messages/de'),
  ar: () => import('virtual:widget-messages/ar'),
};

const loaded = new Map<Locale, Catalogue>([[DEFAULT_LOCALE, english]]);
let active: { readonly locale: Locale; readonly messages: Catalogue } = { locale: DEFAULT_LOCALE, messages: english };
/** Whether the texts are the pseudo-locale's (issue 44): English's place, every text marked; its tag goes on to the frame and the provider's pages. */
let pseudo = false;

/** True when `tag` (the `locale` option, the frame's `locale` parameter) asks for the pseudo-locale on a test deployment; never on a production origin. */
export const asksPseudo = (tag: string | null | undefined, origin: string): boolean => tag === PSEUDO_LANGUAGE && isTestDeployment(origin);

/** Speaks the pseudo-locale from now on (QA): its own chunk, fetched only then. */
export function activatePseudo(): Promise<void> {
  return import('virtual:widget-messages/qps-ploc').then((module) => {
    pseudo = true;
    active = { locale: DEFAULT_LOCALE, messages: module.default };
  });
}

/** The language tag the card frame and the provider's pages are asked to speak: the active language, or the pseudo-locale's. */
export const activeTag = (): string => (pseudo ? PSEUDO_LANGUAGE : active.locale);

/** The shopper-visible text `id` in the active language (English for an id a catalogue lacks; the build forbids that). */
export function text(id: MessageId, values?: MessageValues): string {
  const message = active.messages[id] ?? english[id];
  if (!message) throw new Error(`Widget messages: no text "${id}".`);
  return message(values);
}

export const activeLocale = (): Locale => active.locale;

/**
 * Makes `locale` the language of every text from now on: at once when its catalogue is here
 * (English always is), else after it loads. A catalogue that cannot load leaves the language as it was.
 */
export function activateLocale(locale: Locale): true | Promise<void> {
  const ready = loaded.get(locale);
  pseudo = false;
  if (ready) {
    active = { locale, messages: ready };
    return true;
  }
  return LOADERS[locale as Exclude<Locale, 'en'>]().then((module) => {
    loaded.set(locale, module.default);
    active = { locale, messages: module.default };
  });
}

/** An amount of money in the active language, in the plan's currency ("R$ 1,00", "1,00 €", "US$ 1.00" for USD in pt-BR). */
export function formatMoney(value: number, currency: string): string {
  return new Intl.NumberFormat(active.locale, { style: 'currency', currency }).format(value);
}

/** A provider page's link (3-D Secure, redirect) with the shopper's language as `locale`, so the page speaks it too. */
export function localizedLink(link: string): string {
  const url = new URL(link);
  url.searchParams.set('locale', activeTag());
  return url.toString();
}

/**
 * The legal pages' bodies in six languages (issue 44): each page's English rides in its chunk, every
 * other language is a module of its own, loaded only with its page in that language, so no other page
 * and no other language pays for ~8 kB of legal text. A text names the product's facts as `{fact}`
 * (legal-facts.ts LEGAL_FACTS, never retyped) and its links and emphasis as `<tag>words</tag>` or `<tag/>`.
 */
import { Fragment, use, type ReactNode } from 'react';
import type { AppLocale } from '../../lib/i18n/locale';
import { useLocale } from '../../lib/i18n/use-locale';

/** A paragraph, a bulleted list, or the highlighted paragraph of a section. */
export type LegalBlock = string | { readonly list: readonly string[] } | { readonly callout: string };

export interface LegalBodySection {
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

/** One page's words in one language: its title, its summary and its sections by id, in the English order. */
export interface LegalBody<Id extends string> {
  readonly title: string;
  readonly summary: string;
  readonly sections: Readonly<Record<Id, LegalBodySection>>;
}

type Loader<Body> = () => Promise<{ readonly default: Body }>;
type Settled<Body> = Promise<Body> & { status?: 'fulfilled'; value?: Body };

export interface LegalBodies<Body> {
  readonly english: Body;
  /** The body in `locale`, loaded once; English when it cannot load (the frame stays translated). */
  readonly load: (locale: AppLocale) => Promise<Body>;
}

/** Every page's loader, so the prerender can load the bodies of the pages it renders before rendering (entry-server.tsx). */
const registered = new Set<(locale: AppLocale) => Promise<unknown>>();

/** A page's bodies: `Body` is a LegalBody, or one with more words of its own (the cookie policy's tables). */
export function legalBodies<Body extends LegalBody<string>>(english: Body, loaders: Readonly<Record<Exclude<AppLocale, 'en'>, Loader<Body>>>): LegalBodies<Body> {
  const cache = new Map<AppLocale, Settled<Body>>();
  const load = (locale: AppLocale): Settled<Body> => {
    const known = cache.get(locale);
    if (known) return known;
    const started: Settled<Body> = (locale === 'en' ? Promise.resolve(english) : loaders[locale]().then((module) => module.default, () => english)).then((body) =>
      // Marked as React marks a settled promise, so use() renders at once once it is here (the prerender, the hydration).
      Object.assign(started, { status: 'fulfilled', value: body }).value as Body,
    );
    cache.set(locale, started);
    return started;
  };
  registered.add(load);
  return { english, load };
}

/** Loads every registered page's body in `locale` (the prerender, after the screens' chunks). */
export async function preloadLegalBodies(locale: AppLocale): Promise<void> {
  await Promise.all([...registered].map((load) => load(locale)));
}

/** The page's body in the shopper's language: suspends (over the prerendered HTML when hydrating) until it is here. */
export function useLegalBody<Body>(bodies: LegalBodies<Body>): Body {
  const locale = useLocale();
  return locale === 'en' ? bodies.english : use(bodies.load(locale));
}

const TOKEN = /\{(\w+)\}|<(\w+)\/>|<(\w+)>(.*?)<\/\3>/g;

/** What a text's `{fact}`, `<tag/>` and `<tag>words</tag>` become on the page. */
export interface LegalInserts {
  readonly facts: Readonly<Record<string, string | number>>;
  readonly tags: Readonly<Record<string, (words: ReactNode) => ReactNode>>;
}

/** A text with its facts and tags filled in (a tag's words may name facts); an unknown name throws, so a typo never ships as raw braces. Facts are isolated (<bdi>) so prices and addresses read whole in Arabic. */
export function fillLegalText(text: string, inserts: LegalInserts): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    if (match.index > at) out.push(text.slice(at, match.index));
    const [, fact, selfClosing, tag, words] = match;
    const key = out.length;
    if (fact !== undefined) {
      const value = inserts.facts[fact];
      if (value === undefined) throw new Error(`Legal text: no fact "${fact}" in "${text}".`);
      out.push(<bdi key={key}>{value}</bdi>);
    } else {
      const name = selfClosing ?? tag ?? '';
      const render = inserts.tags[name];
      if (!render) throw new Error(`Legal text: no tag "<${name}>" in "${text}".`);
      out.push(<Fragment key={key}>{render(fillLegalText(words ?? '', inserts))}</Fragment>);
    }
    at = match.index + match[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** A section's blocks as paragraphs, lists and the callout. */
export function LegalBlocks({ blocks, inserts }: { readonly blocks: readonly LegalBlock[]; readonly inserts: LegalInserts }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index}>{fillLegalText(block, inserts)}</p>
    ) : 'list' in block ? (
      <ul key={index}>
        {block.list.map((item, i) => (
          <li key={i}>{fillLegalText(item, inserts)}</li>
        ))}
      </ul>
    ) : (
      <p key={index} className="legal__callout">
        {fillLegalText(block.callout, inserts)}
      </p>
    ),
  );
}

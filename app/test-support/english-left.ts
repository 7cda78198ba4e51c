/**
 * What is still English where another language should speak (issue 44): a part's texts in a language
 * against English, and a rendered page's words and labels against a list of English texts. A text of
 * three words or more is English when it shares a run of three words with its English; a shorter one
 * when it is the English word for word (a name both languages share, such as "Sudoku", is allowed by name).
 */
import type { AppLocale } from '../lib/i18n/locale';
import { loadedText, loadTexts, type TextPart, type TextValues } from '../lib/i18n/texts';

const words = (text: string): string[] => text.toLowerCase().match(/\p{L}+/gu) ?? [];

/** The runs of three consecutive words of `text`. */
function runs(text: string): string[] {
  const w = words(text);
  return w.slice(0, -2).map((_, i) => w.slice(i, i + 3).join(' '));
}

/** Whether `text` still reads `english`: a run of three of its words, or the whole of a short one. */
function readsAs(english: string, text: string): boolean {
  const englishRuns = runs(english);
  if (englishRuns.length === 0) return words(english).length > 0 && words(english).join(' ') === words(text).join(' ');
  const textRuns = new Set(runs(text));
  return englishRuns.some((run) => textRuns.has(run));
}

export interface LeftInEnglish {
  readonly id: string;
  /** The text in that language, or null when the language lacks the id. */
  readonly text: string | null;
}

/**
 * Every text of `part` (named `name` in the catalogues) with each of `samples` as values, in `locale`: the
 * ids the language lacks or still says in English. English against itself finds every text, which
 * shows the check can fail.
 */
export async function leftInEnglish<K extends string>(name: string, part: TextPart<K>, keys: readonly K[], samples: readonly TextValues[], locale: AppLocale, shared: readonly string[] = []): Promise<LeftInEnglish[]> {
  await loadTexts(locale, part.group);
  const found = new Map<string, LeftInEnglish>();
  for (const key of keys) {
    for (const values of samples) {
      const english = part.format('en', key, values);
      const text = locale === 'en' ? english : loadedText(locale, `${name}.${key}`, values, part.group);
      if (text === null || (readsAs(english, text) && !shared.includes(text))) found.set(`${name}.${key}`, { id: `${name}.${key}`, text });
    }
  }
  return [...found.values()];
}

/** Every English text of `part` with each of `samples` as values. */
export function englishTexts<K extends string>(part: TextPart<K>, keys: readonly K[], samples: readonly TextValues[]): string[] {
  return [...new Set(keys.flatMap((key) => samples.map((values) => part.format('en', key, values))))];
}

/** The words a page shows or says: each text node and each aria-label, title and placeholder under `root`. */
function pageTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node.textContent.trim());
  for (const element of root.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const attribute of ['aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(attribute);
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The page's texts that read as one of `english` (less those both languages share). */
export function englishOnPage(root: HTMLElement, english: readonly string[], shared: readonly string[] = []): string[] {
  return pageTexts(root).filter((text) => !shared.includes(text) && english.some((en) => readsAs(en, text)));
}

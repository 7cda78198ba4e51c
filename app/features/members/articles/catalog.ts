/**
 * The articles: Markdown files in app/content/articles, one per URL slug (the file name). Title and
 * summary come from the file itself (first heading, first paragraph); reading time from its words.
 */
const FILES = import.meta.glob<string>('../../../content/articles/*.md', { query: '?raw', import: 'default', eager: true });

/** Silent reading speed for non-fiction, words per minute. */
export const READING_WORDS_PER_MINUTE = 230;

export interface ArticleMeta {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly minutes: number;
  readonly body: string;
}

export function readingMinutes(markdown: string): number {
  const words = markdown.replace(/[#>*_`[\]()-]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / READING_WORDS_PER_MINUTE));
}

export function parseArticle(slug: string, markdown: string): ArticleMeta {
  const lines = markdown.split('\n');
  const titleLine = lines.find((l) => l.startsWith('# '));
  if (!titleLine) throw new Error(`Article ${slug} needs a first-level heading ("# Title").`);
  const afterTitle = markdown.slice(markdown.indexOf(titleLine) + titleLine.length).trim();
  const summary = afterTitle.split(/\n\s*\n/)[0]?.replace(/\s+/g, ' ').replace(/[*_`]/g, '').trim() ?? '';
  // The page shows the title as its own heading; the body starts after it.
  return { slug, title: titleLine.slice(2).trim(), summary, minutes: readingMinutes(markdown), body: afterTitle };
}

export const ARTICLES: readonly ArticleMeta[] = Object.entries(FILES)
  .map(([file, text]) => parseArticle(file.split('/').pop()?.replace(/\.md$/, '') ?? file, text))
  .sort((a, b) => a.title.localeCompare(b.title));

export const findArticle = (slug: string | undefined) => ARTICLES.find((a) => a.slug === slug);

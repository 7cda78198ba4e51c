import { marked } from 'marked';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { findArticle } from './catalog';
import { useTexts } from '../../../lib/i18n/texts';
import { ARTICLES_TEXTS } from './articles-texts';

/** One article at its own URL, rendered from its Markdown file with marked (our own files: trusted HTML). */
export default function ArticlePage() {
  const { slug } = useParams();
  const a = useTexts(ARTICLES_TEXTS);
  const article = findArticle(slug);
  const html = useMemo(() => (article ? marked.parse(article.body, { async: false, gfm: true }) : ''), [article]);
  if (!article) {
    return (
      <div className="card">
        <h1>{a('articleNotFound')}</h1>
        <Link to={paths.webapp.articles}>{a('allArticlesLink')}</Link>
      </div>
    );
  }
  return (
    <article className="card prose">
      <p>
        <Link to={paths.webapp.articles}>{a('allArticles')}</Link>
      </p>
      {a.locale === 'en' ? null : <p className="note">{a('articleInEnglish')}</p>}
      {/* The article itself is written in English (app/content/articles): marked so, left to right on a right-to-left page. */}
      <h1 lang="en" dir="ltr">
        {article.title}
      </h1>
      <p className="muted">{a('minutesRead', { minutes: article.minutes })}</p>
      <div lang="en" dir="ltr" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

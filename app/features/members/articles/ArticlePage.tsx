import { marked } from 'marked';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { findArticle } from './catalog';

/** One article at its own URL, rendered from its Markdown file with marked (our own files: trusted HTML). */
export default function ArticlePage() {
  const { slug } = useParams();
  const article = findArticle(slug);
  const html = useMemo(() => (article ? marked.parse(article.body, { async: false, gfm: true }) : ''), [article]);
  if (!article) {
    return (
      <div className="card">
        <h1>Article not found</h1>
        <Link to={paths.webapp.articles}>All articles</Link>
      </div>
    );
  }
  return (
    <article className="card prose">
      <p>
        <Link to={paths.webapp.articles}>← All articles</Link>
      </p>
      <h1>{article.title}</h1>
      <p className="muted">{article.minutes} min read</p>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { ARTICLES_TEXTS } from './articles-texts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ARTICLES } from './catalog';

/** articles: every article with its summary and reading time. */
export default function ArticlesPage() {
  const t = useTexts(MEMBERS_TEXTS);
  const a = useTexts(ARTICLES_TEXTS);
  return (
    <>
      <div className="section-head">
        <h1>{t('articles')}</h1>
        <p>{t('articlesIntro')}</p>
        {a.locale === 'en' ? null : <p className="muted">{a('articleInEnglish')}</p>}
      </div>
      <ul className="article-list">
        {ARTICLES.map((article) => (
          <li key={article.slug} className="card">
            <Link to={paths.memberPages.article(article.slug)}>
              {/* The articles are written in English (app/content/articles): marked so, read left to right on a right-to-left page. */}
              <h2 lang="en" dir="ltr">
                {article.title}
              </h2>
              <p className="muted" lang="en" dir="ltr">
                {article.summary}
              </p>
              <span className="badge badge--muted">{a('minutesRead', { minutes: article.minutes })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ARTICLES } from './catalog';

/** articles: every article with its summary and reading time. */
export default function ArticlesPage() {
  const t = useTexts(MEMBERS_TEXTS);
  return (
    <>
      <div className="section-head">
        <h1>{t('articles')}</h1>
        <p>{t('articlesIntro')}</p>
      </div>
      <ul className="article-list">
        {ARTICLES.map((a) => (
          <li key={a.slug} className="card">
            <Link to={paths.memberPages.article(a.slug)}>
              <h2>{a.title}</h2>
              <p className="muted">{a.summary}</p>
              <span className="badge badge--muted">{a.minutes} min read</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PRODUCT_NAME } from '../../../../catalog/product';
import { ARTICLES } from './catalog';

/** articles: every article with its summary and reading time. */
export default function ArticlesPage() {
  return (
    <>
      <div className="section-head">
        <h1>Articles</h1>
        <p>Short reads on reasoning, memory and training, written for {PRODUCT_NAME} members.</p>
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

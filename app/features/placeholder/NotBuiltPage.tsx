import { Link } from 'react-router-dom';
import { Header } from '../../components/Header';
import { paths } from '../../config/paths';
import { APP_MESSAGES } from '../../messages';

/** Routes that exist but whose screens are not built yet say so plainly. */
export function NotBuiltPage({ title }: { title: string }) {
  return (
    <>
      <Header />
      <main className="page">
        <h1>{title}</h1>
        <p>{APP_MESSAGES.notBuiltYet}</p>
        <p>
          <Link to={paths.landing}>Back to the start</Link>
        </p>
      </main>
    </>
  );
}

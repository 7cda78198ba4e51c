import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { GAMES_TEXTS } from './games-texts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** games: the five brain games (built in app/features/games, issue 15), each at its own route; their words are the part "area" (issue 33). */
const GAMES = [
  { path: paths.gamePages.blockPuzzle, id: 'blockPuzzle' },
  { path: paths.gamePages.fruitMerge, id: 'fruitMerge' },
  { path: paths.gamePages.logicPuzzles, id: 'logicPuzzles' },
  { path: paths.gamePages.mahjongFarm, id: 'mahjongFarm' },
  { path: paths.gamePages.word, id: 'word' },
] as const;

export default function GamesPage() {
  const t = useTexts(MEMBERS_TEXTS);
  const a = useTexts(GAMES_TEXTS);
  return (
    <>
      <div className="section-head">
        <h1>{t('games')}</h1>
        <p>{t('gamesIntro')}</p>
      </div>
      <ul className="grid-cards" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {GAMES.map((g) => (
          <li key={g.path} className="card test-card">
            <span className="badge">{a(`${g.id}Trains`)}</span>
            <h2>{a(`${g.id}Title`)}</h2>
            <p className="muted">{a(`${g.id}Text`)}</p>
            <Link className="button button--primary" to={g.path} aria-label={a('playGame', { game: a(`${g.id}Title`) })}>
              {a('play')}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

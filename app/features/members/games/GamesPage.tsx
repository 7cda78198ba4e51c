import { useTexts } from '../../../lib/i18n/texts';
import { MEMBERS_TEXTS } from '../members-texts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** games: the five brain games (built in app/features/games, issue 15), each at its own route. */
const GAMES = [
  { path: paths.gamePages.blockPuzzle, title: 'Block puzzle', trains: 'Spatial planning', text: 'Fit the pieces, clear full rows and columns.' },
  { path: paths.gamePages.fruitMerge, title: 'Fruit merge', trains: 'Planning ahead', text: 'Drop fruit, merge pairs into bigger fruit, keep the bowl from overflowing.' },
  { path: paths.gamePages.logicPuzzles, title: 'Logic puzzles', trains: 'Deduction', text: 'Fill the grid so every row, column and box follows the rules.' },
  { path: paths.gamePages.mahjongFarm, title: 'Mahjong farm', trains: 'Visual search', text: 'Match free tiles in pairs until the farm is clear.' },
  { path: paths.gamePages.word, title: 'Word', trains: 'Vocabulary and inference', text: 'Guess the hidden word in six tries from the letter hints.' },
] as const;

export default function GamesPage() {
  const t = useTexts(MEMBERS_TEXTS);
  return (
    <>
      <div className="section-head">
        <h1>{t('games')}</h1>
        <p>{t('gamesIntro')}</p>
      </div>
      <ul className="grid-cards" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {GAMES.map((g) => (
          <li key={g.path} className="card test-card">
            <span className="badge">{g.trains}</span>
            <h2>{g.title}</h2>
            <p className="muted">{g.text}</p>
            <Link className="button button--primary" to={g.path} aria-label={`Play ${g.title}`}>
              Play
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

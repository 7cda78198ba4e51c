/** Word game page: loads the word lists (their own chunk), then the board and keyboards. */
import { useEffect, useState } from 'react';
import { Header } from '../../../components/Header';
import { useTexts } from '../../../lib/i18n/texts';
import { GAME_TEXTS } from '../shared/game-texts';
import { loadDictionary } from './dictionary';
import type { Dictionary } from './engine';
import { WORD_TEXTS } from './word-texts';
import { WordGame } from './WordGame';

export default function WordPage() {
  const [dictionary, setDictionary] = useState<Dictionary | null>(null);
  const [failed, setFailed] = useState(false);
  const t = useTexts(GAME_TEXTS);
  const w = useTexts(WORD_TEXTS);
  useEffect(() => {
    let live = true;
    loadDictionary().then(
      (d) => live && setDictionary(d),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  if (dictionary) return <WordGame dictionary={dictionary} />;
  return (
    <>
      <Header homeLabel={t('home')} signInLabel={t('signIn')} accountLabel={t('myAccount')} />
      <main className="page page--center">
        <p role={failed ? 'alert' : 'status'}>{failed ? w('loadFailed') : t('loading')}</p>
      </main>
    </>
  );
}

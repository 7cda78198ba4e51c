/** Word game page: loads the word lists (their own chunk), then the board and keyboards. */
import { useEffect, useState } from 'react';
import { Header } from '../../../components/Header';
import { GAME_TEXT } from '../shared/messages';
import { loadDictionary } from './dictionary';
import type { Dictionary } from './engine';
import { WORD_TEXT } from './messages';
import { WordGame } from './WordGame';

export default function WordPage() {
  const [dictionary, setDictionary] = useState<Dictionary | null>(null);
  const [failed, setFailed] = useState(false);
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
      <Header />
      <main className="page page--center">
        <p role={failed ? 'alert' : 'status'}>{failed ? WORD_TEXT.loadFailed : GAME_TEXT.loading}</p>
      </main>
    </>
  );
}

/**
 * Game sounds: off by default, one setting for every game, kept across visits. Tones are synthesised
 * with Web Audio (no audio files to download) and only after the player turned sound on.
 */
import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';
import { z } from 'zod';
import { loadSaved, save } from './saved-game';

const SOUND_KEY = 'mm.games.sound';

export type Tone = 'move' | 'clear' | 'merge' | 'invalid' | 'over';

/** Frequency in Hz and length in ms of each tone. */
const TONES: Record<Tone, { readonly hz: number; readonly ms: number }> = {
  move: { hz: 440, ms: 60 },
  clear: { hz: 660, ms: 140 },
  merge: { hz: 550, ms: 90 },
  invalid: { hz: 180, ms: 120 },
  over: { hz: 220, ms: 400 },
};

const soundOnAtom = atom<boolean>(loadSaved(SOUND_KEY, z.boolean()) ?? false);

let context: AudioContext | null = null;

function play(tone: Tone): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const { hz, ms } = TONES[tone];
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = hz;
  gain.gain.setValueAtTime(0.08, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + ms / 1000);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + ms / 1000);
}

export function useGameSound(): { readonly soundOn: boolean; toggleSound(): void; playTone(tone: Tone): void } {
  const [soundOn, setSoundOn] = useAtom(soundOnAtom);
  const toggleSound = useCallback(() => {
    setSoundOn((on) => {
      save(SOUND_KEY, !on);
      return !on;
    });
  }, [setSoundOn]);
  const playTone = useCallback((tone: Tone) => {
    if (soundOn) play(tone);
  }, [soundOn]);
  return { soundOn, toggleSound, playTone };
}

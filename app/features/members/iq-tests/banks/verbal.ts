/** Verbal analogies, written by hand: A is to B as C is to ? Index 0 of `options` is the answer before shuffling. */
import { placeAnswer, type Question } from './types';

type Item = readonly [prompt: string, answer: string, d1: string, d2: string, d3: string];

export const ANALOGIES: readonly Item[] = [
  ['Bird is to nest as bee is to …', 'hive', 'honey', 'flower', 'wing'],
  ['Hot is to cold as tall is to …', 'short', 'high', 'wide', 'warm'],
  ['Author is to novel as composer is to …', 'symphony', 'piano', 'orchestra', 'concert'],
  ['Glove is to hand as sock is to …', 'foot', 'shoe', 'leg', 'wool'],
  ['Thermometer is to temperature as clock is to …', 'time', 'hour', 'wall', 'alarm'],
  ['Seed is to tree as egg is to …', 'bird', 'shell', 'nest', 'yolk'],
  ['Pen is to write as knife is to …', 'cut', 'fork', 'sharp', 'kitchen'],
  ['Page is to book as brick is to …', 'wall', 'clay', 'builder', 'red'],
  ['Fish is to school as wolf is to …', 'pack', 'forest', 'howl', 'flock'],
  ['Doctor is to hospital as teacher is to …', 'school', 'student', 'lesson', 'book'],
  ['Drought is to rain as famine is to …', 'food', 'hunger', 'farm', 'desert'],
  ['Minute is to hour as month is to …', 'year', 'week', 'day', 'calendar'],
  ['Caterpillar is to butterfly as tadpole is to …', 'frog', 'pond', 'fish', 'egg'],
  ['Whisper is to shout as walk is to …', 'sprint', 'stroll', 'talk', 'legs'],
  ['Map is to territory as menu is to …', 'meal', 'restaurant', 'waiter', 'price'],
  ['Lock is to key as question is to …', 'answer', 'puzzle', 'test', 'door'],
  ['Painter is to brush as surgeon is to …', 'scalpel', 'hospital', 'patient', 'mask'],
  ['Sun is to day as moon is to …', 'night', 'star', 'tide', 'sky'],
  ['Wheel is to car as wing is to …', 'plane', 'bird', 'feather', 'sky'],
  ['Ice is to water as water is to …', 'steam', 'river', 'cold', 'glass'],
  ['Library is to books as gallery is to …', 'paintings', 'artists', 'frames', 'museum'],
  ['Rare is to common as ancient is to …', 'modern', 'old', 'historic', 'ruined'],
  ['Chapter is to novel as scene is to …', 'play', 'actor', 'stage', 'script'],
  ['Compass is to direction as scale is to …', 'weight', 'fish', 'music', 'kitchen'],
];

export function analogyQuestion(id: string, item: Item, random: () => number): Question {
  const [prompt, answer, ...distractors] = item;
  const { options, correct } = placeAnswer(answer, distractors, random);
  return { id, category: 'analogies', prompt, options: options.map((label) => ({ label })), correct };
}

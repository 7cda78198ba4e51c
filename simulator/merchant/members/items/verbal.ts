/** Verbal analogies, written by hand: A is to B as C is to ? Index 0 of `options` is the answer before shuffling. */
import type { DifficultyLevel } from '../../../../catalog/quiz/questions';
import { placeAnswer, type Question } from './types';

/** The prompt, the answer, three distractors, and the author's difficulty level 1–5 (types.ts). */
type Item = readonly [prompt: string, answer: string, d1: string, d2: string, d3: string, level: DifficultyLevel];

export const ANALOGIES: readonly Item[] = [
  ['Bird is to nest as bee is to …', 'hive', 'honey', 'flower', 'wing', 1],
  ['Hot is to cold as tall is to …', 'short', 'high', 'wide', 'warm', 1],
  ['Author is to novel as composer is to …', 'symphony', 'piano', 'orchestra', 'concert', 2],
  ['Glove is to hand as sock is to …', 'foot', 'shoe', 'leg', 'wool', 1],
  ['Thermometer is to temperature as clock is to …', 'time', 'hour', 'wall', 'alarm', 2],
  ['Seed is to tree as egg is to …', 'bird', 'shell', 'nest', 'yolk', 2],
  ['Pen is to write as knife is to …', 'cut', 'fork', 'sharp', 'kitchen', 1],
  ['Page is to book as brick is to …', 'wall', 'clay', 'builder', 'red', 3],
  ['Fish is to school as wolf is to …', 'pack', 'forest', 'howl', 'flock', 3],
  ['Doctor is to hospital as teacher is to …', 'school', 'student', 'lesson', 'book', 1],
  ['Drought is to rain as famine is to …', 'food', 'hunger', 'farm', 'desert', 4],
  ['Minute is to hour as month is to …', 'year', 'week', 'day', 'calendar', 2],
  ['Caterpillar is to butterfly as tadpole is to …', 'frog', 'pond', 'fish', 'egg', 2],
  ['Whisper is to shout as walk is to …', 'sprint', 'stroll', 'talk', 'legs', 3],
  ['Map is to territory as menu is to …', 'meal', 'restaurant', 'waiter', 'price', 5],
  ['Lock is to key as question is to …', 'answer', 'puzzle', 'test', 'door', 3],
  ['Painter is to brush as surgeon is to …', 'scalpel', 'hospital', 'patient', 'mask', 2],
  ['Sun is to day as moon is to …', 'night', 'star', 'tide', 'sky', 1],
  ['Wheel is to car as wing is to …', 'plane', 'bird', 'feather', 'sky', 3],
  ['Ice is to water as water is to …', 'steam', 'river', 'cold', 'glass', 3],
  ['Library is to books as gallery is to …', 'paintings', 'artists', 'frames', 'museum', 2],
  ['Rare is to common as ancient is to …', 'modern', 'old', 'historic', 'ruined', 3],
  ['Chapter is to novel as scene is to …', 'play', 'actor', 'stage', 'script', 4],
  ['Compass is to direction as scale is to …', 'weight', 'fish', 'music', 'kitchen', 4],
  // Added for the top of the range (issue 27): rarer words and relations one step more abstract.
  ['Prologue is to play as preface is to …', 'book', 'author', 'epilogue', 'chapter', 4],
  ['Hive is to bees as warren is to …', 'rabbits', 'mice', 'foxes', 'owls', 4],
  ['Shard is to glass as splinter is to …', 'wood', 'nail', 'axe', 'sharp', 3],
  ['Conductor is to orchestra as director is to …', 'cast', 'camera', 'script', 'theatre', 4],
  ['Verse is to poem as movement is to …', 'symphony', 'painting', 'motion', 'orchestra', 4],
  ['Abridge is to shorten as amplify is to …', 'increase', 'reduce', 'explain', 'sound', 4],
  ['Cartographer is to maps as lexicographer is to …', 'dictionaries', 'letters', 'laws', 'languages', 5],
  ['Ephemeral is to lasting as opaque is to …', 'transparent', 'dark', 'brief', 'solid', 5],
  ['Famine is to scarcity as flood is to …', 'excess', 'rain', 'river', 'drought', 5],
  ['Tacit is to spoken as latent is to …', 'manifest', 'hidden', 'late', 'potential', 5],
];

export function analogyQuestion(id: string, item: Item, random: () => number): Question {
  const [prompt, answer, d1, d2, d3, level] = item;
  const { options, correct } = placeAnswer(answer, [d1, d2, d3], random);
  return { id, category: 'analogies', prompt, options: options.map((label) => ({ label })), correct, level };
}

import { lifeProcessesPaper, reactionsPaper } from './chemistry-biology.js';
import { hindiGrammarPaper } from './hindi.js';
import { progressionsPaper, quadraticsPaper, trigonometryPaper } from './mathematics.js';
import { electricityPaper, lightPaper } from './physics.js';
import { historyPaper, tamilPaper } from './riverside.js';
import type { PaperSeed } from './types.js';

export { paperMaxMarks, questionMarks, type PaperLanguage, type PaperSeed } from './types.js';

export const PAPERS = {
  light: lightPaper,
  electricity: electricityPaper,
  reactions: reactionsPaper,
  'life-processes': lifeProcessesPaper,
  quadratics: quadraticsPaper,
  progressions: progressionsPaper,
  trigonometry: trigonometryPaper,
  'hindi-grammar': hindiGrammarPaper,
  tamil: tamilPaper,
  history: historyPaper,
} satisfies Record<string, PaperSeed>;

export type PaperKey = keyof typeof PAPERS;

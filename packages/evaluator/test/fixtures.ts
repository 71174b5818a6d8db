import type { EvaluationInput } from '../src/index.js';

/** The question several tests mark answers to, with a typical right answer. */
export const POINTER_QUESTION: EvaluationInput = {
  questionNumber: 1,
  question: 'What is a pointer?',
  modelAnswer: 'A variable that contains the address in memory of another variable.',
  rubric: null,
  maxMarks: 5,
  answer: 'A pointer is a variable which stores the memory address of another variable.',
};

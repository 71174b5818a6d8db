import { Injectable } from '@nestjs/common';
import { anchoredMarks, anchorsOf, type Anchor } from '@markwise/evaluator';
import { eventLoopSlices } from '../../common/event-loop-slices.js';
import type { TenantScope } from '../../data/scope.js';
import { MarksRepository } from '../../data/sessions/marks.repository.js';
import { PapersRepository } from '../../data/papers/papers.repository.js';
import { Transactions } from '../../data/transactions.js';
import { clampMarks } from './session-results.js';

type Question = { id: string; text: string; marks: number };

/**
 * Teachers' marks as anchors: the marks teachers give on a question re-calibrate the machine's
 * suggestion for that question's answers not yet released (shifted by the teacher-machine
 * difference on the marked answers, blended with the most similar ones' marks). A decision queues
 * the re-calibration (a job per question, so twenty teachers' decisions cost one run, not twenty
 * inside their requests). Released marks never move here: only a teacher's own action changes them.
 */
@Injectable()
export class SuggestionAnchors {
  constructor(
    private readonly transactions: Transactions,
    private readonly marks: MarksRepository,
    private readonly papers: PapersRepository,
  ) {}

  /** The suggestion for one answer from its raw machine mark and the question's anchors. */
  suggest(question: Question, answer: { text: string; machineMarks: number }, anchors: Anchor[]) {
    const marks = anchoredMarks(
      {
        question: question.text,
        answer: answer.text,
        machineMarks: answer.machineMarks,
        maxMarks: question.marks,
      },
      anchors,
    );
    return clampMarks(marks, question.marks);
  }

  /**
   * Recomputes the suggestions (and so the marks) of the question's unreleased, undecided answers
   * in the institution from every teacher's mark on it; returns how many moved. Its own
   * transaction, under the question's lock: a run sealing answers to the question meanwhile is
   * either seen whole or sees these anchors.
   */
  async recalibrate(scope: TenantScope, questionId: string): Promise<number> {
    return this.transactions.run(async (tx) => {
      const [question] = await this.papers.lockQuestions(scope, [questionId], tx);
      if (!question) return 0;
      const anchors = await this.marks.anchorsOf(scope, { questionId }, tx);
      const markOf = anchorsOf(question.text, anchors);
      const moves = [];
      const undecided = await this.marks.undecidedOf(scope, questionId, tx);
      // A board's question has thousands of answers, each compared with every anchor: the
      // requests this process serves meanwhile (a teacher's next decision) run between slices.
      const slice = eventLoopSlices();
      for (const answer of undecided) {
        await slice();
        if (answer.machineMarks === null) continue;
        const marks = clampMarks(
          markOf({
            answer: answer.answer,
            machineMarks: answer.machineMarks,
            maxMarks: question.marks,
          }),
          question.marks,
        );
        if (marks !== answer.suggestedMarks) moves.push({ id: answer.id, marks });
      }
      return this.marks.setSuggestions(scope, moves, tx);
    });
  }
}

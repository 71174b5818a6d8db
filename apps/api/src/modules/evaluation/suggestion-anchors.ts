import { Injectable } from '@nestjs/common';
import { anchoredMarks, type Anchor } from '@markwise/evaluator';
import type { TenantScope } from '../../data/scope.js';
import { MarksRepository } from '../../data/sessions/marks.repository.js';
import type { Tx } from '../../data/transactions.js';
import { clampMarks } from './session-results.js';

type Question = { id: string; text: string; marks: number };

/**
 * Teachers' marks as anchors: every mark a teacher gives on a question re-calibrates the machine's
 * suggestion for that question's answers not yet released (shifted by the teacher-machine
 * difference on the marked answers, blended with the most similar ones' marks). Released marks
 * never move here: only a teacher's own action changes them.
 */
@Injectable()
export class SuggestionAnchors {
  constructor(private readonly marks: MarksRepository) {}

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
   * in the institution; returns how many moved. The caller holds the question's lock.
   */
  async moveSuggestions(scope: TenantScope, question: Question, tx: Tx) {
    const anchors = await this.marks.anchorsOf(scope, { questionId: question.id }, tx);
    const answers = await this.marks.undecidedOf(scope, question.id, tx);
    let moved = 0;
    for (const answer of answers) {
      if (answer.machineMarks === null) continue;
      const marks = this.suggest(
        question,
        { text: answer.answer, machineMarks: answer.machineMarks },
        anchors,
      );
      if (marks === answer.suggestedMarks) continue;
      await this.marks.setSuggestion(scope, answer.id, marks, tx);
      moved += 1;
    }
    return moved;
  }
}

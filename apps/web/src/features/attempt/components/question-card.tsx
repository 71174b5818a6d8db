import { Divider } from '@mantine/core';
import type { AnswerImage, AttemptSession } from '@markwise/contract';
import { QuestionSection } from '@/components/question-prompt';
import type { AnswerSaver, AnswerTextState } from '../lib/answer-saver';
import { AnswerEditor } from './answer-editor';
import { AnswerPhotos } from './answer-photos';

type Question = AttemptSession['questions'][number];

type QuestionCardProps = {
  sessionId: string;
  question: Question;
  state: AnswerTextState;
  images: readonly AnswerImage[];
  saver: AnswerSaver;
  frozen: boolean;
};

export const questionHeadingId = (questionId: string) => `question-${questionId}-heading`;

/** One question: its text, then the typed answer and the photos. A region named after it. */
export function QuestionCard({
  sessionId,
  question,
  state,
  images,
  saver,
  frozen,
}: QuestionCardProps) {
  const headingId = questionHeadingId(question._id);
  return (
    <QuestionSection
      number={question.number}
      marks={question.marks}
      text={question.text}
      headingId={headingId}
    >
      <Divider />
      <AnswerEditor
        questionNumber={question.number}
        state={state}
        frozen={frozen}
        onChange={(text) => saver.edit(question._id, text)}
        onBlur={() => void saver.flush(question._id)}
        onRetry={() => void saver.flush(question._id)}
      />
      <AnswerPhotos
        sessionId={sessionId}
        questionId={question._id}
        questionNumber={question.number}
        images={images}
        frozen={frozen}
      />
    </QuestionSection>
  );
}

import { z } from 'zod';
import { VIVA_FOLLOW_UP_BELOW, VIVA_MESSAGES, type InterfaceLanguage } from '@markwise/contract';
import { unavailable } from '../../common/errors/domain-errors.js';
import {
  jsonContent,
  MalformedContentError,
  ProviderError,
  type ChatClient,
  type ChatMessage,
} from '../evaluation/providers/openai/chat-client.js';
import { replyDelimiters, studentTextIsData, writtenIn } from '../tutor/model-tutor.js';
import type { VivaMarking, VivaTopic } from './offline-examiner.js';

const ModelMarking = z.object({
  /** 0-100: how much of what the question looks for the answer said. */
  score: z.number().min(0).max(100),
  feedback: z.string().min(1),
  /** A follow-up question when the answer was thin; null otherwise. */
  followUp: z.string().nullable(),
});

const { $schema: _dialect, ...markingJsonSchema } = z.toJSONSchema(ModelMarking);
const MARKING_RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: { name: 'viva_marking', strict: true, schema: markingJsonSchema },
};

const guideOf = (topic: VivaTopic) =>
  [
    `Model answer: ${topic.modelAnswer ?? '(none)'}`,
    ...(topic.rubric ?? []).map((point) => `- ${point.point} (${point.marks} marks)`),
  ].join('\n');

/**
 * The instructions and the guide in the system message; the student's answers only in user
 * messages between delimiters, as data. Nothing identifies the student.
 */
export function examinerMessages(
  topic: VivaTopic,
  asked: readonly { question: string; answer: string }[],
  studentLanguage: InterfaceLanguage,
  tag?: string,
): ChatMessage[] {
  const { open, close } = replyDelimiters(tag);
  const system = [
    'You are an examiner running a short oral practice (a viva) with a school student.',
    'Mark the latest spoken or typed answer: score 0-100 for how much of what the question looks',
    'for it says, and give brief, kind feedback on what was good and what to add. Never state,',
    'quote or paraphrase the model answer or a point of the guide: the student has not seen it.',
    'Never confirm a guess word by word, and never spell, translate or hint at a word of the guide.',
    `When the score is under ${VIVA_FOLLOW_UP_BELOW} and no follow-up was asked yet, set followUp`,
    'to one short question that helps the student say more; otherwise null.',
    ...studentTextIsData({ open, close }),
    'Answer in JSON: {"score": number, "feedback": string, "followUp": string or null}. Write at',
    `most 60 words, in ${writtenIn(studentLanguage)}.`,
    '',
    `Question: ${topic.text}`,
    `Guide (for you only):\n${guideOf(topic)}`,
  ].join('\n');
  const block = (text: string) => `${open}\n${text}\n${close}`;
  return [
    { role: 'system', content: system },
    ...asked.flatMap((turn): ChatMessage[] => [
      { role: 'assistant', content: turn.question },
      { role: 'user', content: block(turn.answer) },
    ]),
  ];
}

/**
 * Marks an answer through the configured provider. A provider that fails or refuses after the
 * client's retries is a 503 the student can retry: nothing of the answer is recorded.
 */
export async function markWithModel(
  client: ChatClient,
  model: string,
  messages: ChatMessage[],
  followUpAsked: boolean,
): Promise<VivaMarking> {
  try {
    const marking = await client.complete(
      { model, messages, response_format: MARKING_RESPONSE_FORMAT, temperature: 0.2 },
      (content) => {
        const parsed = ModelMarking.safeParse(jsonContent(content));
        if (!parsed.success) throw new MalformedContentError('the viva marking is not valid JSON');
        return parsed.data;
      },
    );
    const score = Math.round(marking.score);
    const thin = score < VIVA_FOLLOW_UP_BELOW && !followUpAsked;
    return {
      score,
      feedback: marking.feedback,
      followUp: thin ? marking.followUp?.trim() || null : null,
    };
  } catch (error) {
    if (error instanceof ProviderError) throw unavailable(VIVA_MESSAGES.unavailable);
    throw error;
  }
}

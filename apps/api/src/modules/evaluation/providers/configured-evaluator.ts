import { createBuiltInEvaluator, type Evaluator } from '@markwise/evaluator';
import type { AppConfig } from '../../../config/config.schema.js';
import { ChatClient } from './openai/chat-client.js';
import { OpenAiEvaluator } from './openai/openai-evaluator.js';
import type { SpeechTranscriber } from './provider-tokens.js';

const clientOf = (config: AppConfig, baseUrl: string) =>
  new ChatClient({
    baseUrl,
    apiKey: config.OPENAI_API_KEY,
    timeoutMs: config.OPENAI_TIMEOUT_MS,
    maxRetries: config.OPENAI_MAX_RETRIES,
    concurrency: config.OPENAI_CONCURRENCY,
  });

/** The OpenAI-compatible client when EVALUATOR=openai, else null. */
export function chatClient(config: AppConfig): ChatClient | null {
  // The config schema guarantees both when EVALUATOR=openai.
  if (config.EVALUATOR !== 'openai' || !config.OPENAI_BASE_URL || !config.OPENAI_MODEL) return null;
  return clientOf(config, config.OPENAI_BASE_URL);
}

/**
 * Spoken answers through the provider's transcription endpoint when a transcription model is
 * set: the chat client's (one concurrency bound for both), or a client of its own when marking
 * is built in.
 */
export function speechTranscriber(
  config: AppConfig,
  client: ChatClient | null,
): SpeechTranscriber | null {
  const model = config.OPENAI_TRANSCRIPTION_MODEL;
  if (!model || !config.OPENAI_BASE_URL) return null;
  const speech = client ?? clientOf(config, config.OPENAI_BASE_URL);
  return { transcribe: (audio) => speech.transcribe({ ...audio, model }) };
}

/**
 * The configured evaluator: the built-in one, or the OpenAI-compatible model with the built-in
 * one's suggestion when the model abstains. In an exam the class only checks a mark: a student's
 * mark must not depend on who submitted before them.
 */
export function configuredEvaluator(
  config: AppConfig,
  client: ChatClient | null,
  warn?: (message: string) => void,
): Evaluator {
  const builtIn = createBuiltInEvaluator({ peers: 'check' });
  if (!client || !config.OPENAI_MODEL) return builtIn;
  return new OpenAiEvaluator({
    client,
    model: config.OPENAI_MODEL,
    fallback: builtIn,
    ...(warn ? { warn } : {}),
  });
}

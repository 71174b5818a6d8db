import { useEffect, useRef, useState } from 'react';

/** The little of the Web Speech API used here (TypeScript's DOM library does not declare it). */
type SpeechResultList = ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: SpeechResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};
type RecognitionConstructor = new () => Recognition;

/** The browser's own speech recognition (prefixed in Chromium and Safari); null without one. */
export function speechRecognition(): RecognitionConstructor | null {
  const speechWindow = window as Window & {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return speechWindow.SpeechRecognition ?? speechWindow.webkitSpeechRecognition ?? null;
}

export type SpeechProblem = 'denied' | 'failed';

type SpeechHandlers = {
  /** Words the browser is sure of, as each phrase ends. */
  onHeard: (words: string) => void;
  /** Listening stopped, and every phrase heard has been handed over. */
  onEnd: () => void;
};

/**
 * Listens with the browser's speech recognition, in the page's language (the `lang` the interface
 * sets on <html>, its default). Leaving the question stops it.
 */
export function useBrowserSpeech(handlers: SpeechHandlers) {
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<SpeechProblem | null>(null);
  const recognitionRef = useRef<Recognition | null>(null);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(
    () => () => {
      const recognition = recognitionRef.current;
      if (!recognition) return;
      recognition.onend = null;
      recognition.abort();
    },
    [],
  );

  const start = () => {
    const Recognition = speechRecognition();
    if (!Recognition || recognitionRef.current) return;
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.onresult = ({ resultIndex, results }) => {
      for (let index = resultIndex; index < results.length; index += 1) {
        const result = results[index];
        if (result?.isFinal && result[0]) handlersRef.current.onHeard(result[0].transcript);
      }
    };
    recognition.onerror = ({ error }) => {
      // Silence is not a fault: the student simply has not spoken yet.
      if (error === 'no-speech' || error === 'aborted') return;
      setProblem(error === 'not-allowed' || error === 'service-not-allowed' ? 'denied' : 'failed');
    };
    recognition.onend = () => {
      recognitionRef.current = null;
      setListening(false);
      handlersRef.current.onEnd();
    };
    setProblem(null);
    recognition.start();
    recognitionRef.current = recognition;
    setListening(true);
  };

  const stop = () => recognitionRef.current?.stop();
  return { listening, problem, start, stop };
}

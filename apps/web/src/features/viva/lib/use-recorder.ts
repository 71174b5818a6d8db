import { useEffect, useRef, useState } from 'react';

/** What the server transcribes: Chromium and Firefox record one of these; Safari may not. */
const RECORDING_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/ogg',
];

/** The type this browser records answers in; null when it cannot record one the server takes. */
export function recordingType(): string | null {
  if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  return RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

/** 'denied': the student (or the browser's settings) refused the microphone. */
export type RecorderProblem = 'denied' | 'failed';

/** A DOMException, by its name (not every DOMException is an Error instance). */
const refused = (error: unknown) => {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError';
};

const fileName = (type: string) => (type.startsWith('audio/ogg') ? 'answer.ogg' : 'answer.webm');

/**
 * Records one spoken answer from the microphone. Stopping hands the recording to `onRecorded`;
 * leaving (the question changed, the page closed) releases the microphone and sends nothing.
 */
export function useRecorder(onRecorded: (audio: Blob, fileName: string) => void) {
  const [status, setStatus] = useState<'idle' | 'starting' | 'recording'>('idle');
  const [problem, setProblem] = useState<RecorderProblem | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const [now, setNow] = useState(0);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const onRecordedRef = useRef(onRecorded);
  useEffect(() => {
    onRecordedRef.current = onRecorded;
  });

  useEffect(() => {
    if (status !== 'recording') return;
    const id = window.setInterval(() => setNow(Date.now()), 500);
    return () => window.clearInterval(id);
  }, [status]);

  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (!recorder) return;
      recorder.onstop = null;
      if (recorder.state !== 'inactive') recorder.stop();
      for (const track of recorder.stream.getTracks()) track.stop();
    },
    [],
  );

  const start = async () => {
    const type = recordingType();
    if (!type || status !== 'idle') return;
    setProblem(null);
    setStatus('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      setProblem(refused(error) ? 'denied' : 'failed');
      setStatus('idle');
      return;
    }
    const recorder = new MediaRecorder(stream, { mimeType: type });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      recorderRef.current = null;
      setStatus('idle');
      onRecordedRef.current(new Blob(chunks, { type: recorder.mimeType || type }), fileName(type));
    };
    recorder.start();
    recorderRef.current = recorder;
    setStartedAt(Date.now());
    setNow(Date.now());
    setStatus('recording');
  };

  const stop = () => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  };

  const elapsed = status === 'recording' ? Math.max(0, Math.floor((now - startedAt) / 1000)) : 0;
  return { status, problem, elapsed, start, stop };
}

'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { noSubscription } from '@/components/ui/noSubscription';

/** The part of the Web Speech API the prompt box uses (absent from TypeScript's DOM types). */
type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Speech input: one utterance, no interim results, en-US; the text is handed to `onText`. */
export function useSpeech(onText: (text: string) => void) {
  // Read from the browser after hydration; the server render says unsupported.
  const supported = useSyncExternalStore(noSubscription, () => Boolean(recognitionConstructor()), () => false);
  const [recording, setRecording] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);
  useEffect(() => () => recognition.current?.stop(), []);

  const toggle = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return false;
    if (recording) {
      recognition.current?.stop();
      setRecording(false);
      return true;
    }
    const r = new Constructor();
    r.lang = 'en-US';
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (event) => {
      const transcript = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (transcript) onTextRef.current(transcript);
    };
    r.onerror = (event) => {
      console.error('Speech recognition error:', event.error);
      setRecording(false);
    };
    r.onend = () => setRecording(false);
    recognition.current = r;
    r.start();
    setRecording(true);
    return true;
  }, [recording]);

  return { supported, recording, toggle };
}

/**
 * The intro chime (it tries to play at volume 0.3 after 0.5 s, otherwise on
 * the first click, touch or key press).
 *
 * Why it starts only when the assistant is first opened, once per browser session: a
 * sound on page load, or on the first click anywhere on a page, surprises visitors who
 * came to read, and browsers block it anyway. Tied to the visitor opening the assistant,
 * the same rule greets them as Manu appears, and the audio file is fetched only then
 * (the element on every page has preload="none"). content/chat.ts can switch it off.
 */
export const INTRO_PLAYED_KEY = 'manu-intro-played';

type Settings = { enabled: boolean; volume: number; delayMs: number };
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function scheduleIntroAudio(audio: HTMLAudioElement | null, settings: Settings, storage: StorageLike | undefined, doc: Document = document): () => void {
  if (!settings.enabled || !audio) return () => {};
  try {
    if (storage?.getItem(INTRO_PLAYED_KEY)) return () => {};
  } catch {
    /* storage disabled: play once per page view instead */
  }
  const events = ['click', 'touchstart', 'keydown'] as const;
  let done = false;
  const markPlayed = () => {
    done = true;
    try {
      storage?.setItem(INTRO_PLAYED_KEY, '1');
    } catch {
      /* nothing to remember it in */
    }
  };
  const removeListeners = () => events.forEach((type) => doc.removeEventListener(type, onInteraction, true));
  const play = () => {
    audio.volume = settings.volume;
    return audio.play().then(markPlayed);
  };
  function onInteraction() {
    removeListeners();
    if (!done) play().catch(() => {});
  }
  const timer = setTimeout(() => {
    play().catch(() => events.forEach((type) => doc.addEventListener(type, onInteraction, { capture: true, once: true })));
  }, settings.delayMs);
  return () => {
    clearTimeout(timer);
    removeListeners();
  };
}

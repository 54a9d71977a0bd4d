/**
 * Mount point of the chat assistant on every page. Keep it tiny: the panel loads on
 * first open. On small screens the bottom bar takes the lowest 4rem (h-16).
 */
export function ChatLauncher() {
  return null;
}

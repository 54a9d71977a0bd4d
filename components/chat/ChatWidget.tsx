import { assistant, quickButtons } from '@/content/chat';
import { BotText } from './BotText';
import { ChatDock } from './ChatDock';

/**
 * The chat assistant on every page (ChatDock): the launcher, the panel and the shell it shows until
 * the assistant's code arrives. Only the shell's texts are picked here, on the server, and the
 * greeting drawn, so the page's first script carries neither the assistant's content nor its text
 * formatter.
 */
export function ChatWidget() {
  const greeting = <BotText text={assistant.greeting} />;
  return <ChatDock texts={{ title: assistant.title, placeholder: assistant.placeholder, greeting, quickButtons }} />;
}

/**
 * Prompts sent to the model. The reply prompt carries the persona, the formatting rules,
 * the most relevant site passages (not the whole site), the visitor's preferences, the
 * last turns of the conversation and the message (spec 001 §7.1, §9.4).
 */
import type { GeminiContent } from './gemini-shape';
import type { HistoryEntry, Passage, Preferences } from './types';
import { INTENTS } from './intents';

export const HISTORY_TURNS = 5;

export type PromptParts = {
  persona: string;
  rules: readonly string[];
  passages: readonly Passage[];
  history: readonly HistoryEntry[];
  preferences: Preferences;
  message: string;
};

export function contextText({ persona, rules, passages, preferences }: Omit<PromptParts, 'history' | 'message'>): string {
  const sources = passages.length
    ? passages.map((p, i) => `[${i + 1}] ${p.title} (${p.url})\n${p.text}`).join('\n\n')
    : '(no passage matched; offer to connect the visitor with the team)';
  const prefs = Object.keys(preferences).length ? JSON.stringify(preferences) : 'none given';
  return [
    persona,
    `Formatting rules:\n${rules.map((rule) => `- ${rule}`).join('\n')}`,
    `Website passages:\n${sources}`,
    `Visitor preferences: ${prefs}`,
    "Reply to the visitor's next message as Manu.",
  ].join('\n\n');
}

/**
 * The last turns become real conversation entries; Gemini expects the first entry to
 * come from the user and roles to alternate, so leading bot turns are dropped and
 * neighbours of the same role are joined.
 */
export function historyContents(history: readonly HistoryEntry[], turns = HISTORY_TURNS): GeminiContent[] {
  const recent = history.slice(-turns);
  const contents: GeminiContent[] = [];
  for (const entry of recent) {
    const role = entry.sender === 'user' ? 'user' : 'model';
    if (!contents.length && role === 'model') continue;
    const last = contents[contents.length - 1];
    if (last?.role === role && last.parts[0]) last.parts[0] = { text: `${last.parts[0].text}\n${entry.text}` };
    else contents.push({ role, parts: [{ text: entry.text }] });
  }
  // The new message is a user entry, so the history must end with the model.
  if (contents[contents.length - 1]?.role === 'user') contents.pop();
  return contents;
}

export function replyContents(parts: PromptParts): GeminiContent[] {
  return [
    ...historyContents(parts.history),
    { role: 'user', parts: [{ text: contextText(parts) }, { text: parts.message }] },
  ];
}

const ask = (instruction: string, message: string): GeminiContent[] => [
  { role: 'user', parts: [{ text: instruction }, { text: message }] },
];

export const intentContents = (message: string) =>
  ask(
    `Classify the visitor message that follows into exactly one of these intents: ${INTENTS.join(', ')}. ` +
      'Answer with JSON only, like {"intent": "ask_pricing", "confidence": 0.85}.',
    message,
  );

export const entityContents = (message: string) =>
  ask(
    'Extract the entities (service, budget, timeline, company, location, email, phone) from the visitor message that follows. ' +
      'Answer with a JSON array only, like [{"entity": "service", "value": "website"}], or [] when there are none.',
    message,
  );

export const sentimentContents = (message: string) =>
  ask('Give the sentiment of the visitor message that follows. Answer with one word: positive, negative or neutral.', message);

export const healthContents = (): GeminiContent[] => [{ role: 'user', parts: [{ text: 'Hello' }] }];

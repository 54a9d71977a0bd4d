/**
 * How the assistant reads a visitor's question for retrieval (lib/search/retrieve.ts): the words
 * to look for (without those that only say what kind of answer is wanted), the words of the
 * visitor's own situation, the page its topic belongs to, and what kind of passage answers it.
 * Retrieval is the site index's; reading a question as a chat question is the assistant's.
 */
import { nameMatch, wordPairs, type PassageQuestion } from '@/lib/search/retrieve';
import { statesFigure } from './fact-kinds';
import { pageBoostFor, TOPIC_BOOST } from './intents';
import { askedKind, isFigure, namesSeveral, questionParts, retrievalText } from './question-kind';

/** A passage stating the kind of figure a question asks for (a duration for "how long") weighs this much more. */
const FIGURE_BONUS = 1.3;
/** For "what is X", a passage headed by X in the question's words weighs up to this share more. */
const NAME_BONUS = 0.5;

export function passageQuestion(question: string): PassageQuestion {
  const text = retrievalText(question);
  // A question asking for a figure ("how long", "how much", "how many pages") is answered by a passage stating one.
  const asked = askedKind(question);
  const figure = isFigure(asked) ? asked : null;
  // What a term means is said where the term is a heading ("Step 4: Run a silent trial").
  const defined = asked === 'explain' ? wordPairs(question, true) : null;
  const parts = questionParts(question);
  return {
    text,
    // The clause a question opens with ("once you detect an attack, …") sets the scene; the rest is asked.
    situation: new Set([...parts.situation, ...parts.condition]),
    pageWeight: pageBoostFor(text),
    topicWeight: TOPIC_BOOST,
    // A question asks for one kind of thing, so at most one of the three weighs.
    passageWeight: (passage, holdsFocus) =>
      (figure && statesFigure(figure, `${passage.heading}\n${passage.text}`, holdsFocus) ? FIGURE_BONUS : 1) *
      // "Which clouds do you support?" is answered by a passage naming several.
      (asked === 'list' && namesSeveral(passage.text) ? FIGURE_BONUS : 1) *
      (defined ? 1 + NAME_BONUS * nameMatch(passage.heading, defined) : 1),
  };
}

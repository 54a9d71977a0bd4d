/**
 * Turns a bot reply into plain tokens that the widget renders as React elements.
 * Nothing here produces HTML, so text from the model can never inject markup.
 */

export type InlineToken = { text: string; bold: boolean };
export type Block =
  | { kind: 'heading'; inline: InlineToken[] }
  | { kind: 'bullet'; inline: InlineToken[] }
  | { kind: 'paragraph'; inline: InlineToken[] };

const BULLET = /^\s*(?:[•●▪◦‣]|[-*](?!\*)|\d{1,2}[.)])\s+/;
const EMOJI_LEAD = /^\s*\p{Extended_Pictographic}/u;

/** Splits `**bold**` spans; an unmatched `**` stays as literal text. */
export function parseInline(line: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    if (match.index > last) tokens.push({ text: line.slice(last, match.index), bold: false });
    tokens.push({ text: match[1] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < line.length) tokens.push({ text: line.slice(last), bold: false });
  return mergeAdjacent(tokens);
}

function mergeAdjacent(tokens: InlineToken[]): InlineToken[] {
  return tokens.reduce<InlineToken[]>((out, token) => {
    const prev = out[out.length - 1];
    if (prev && prev.bold === token.bold) prev.text += token.text;
    else if (token.text) out.push({ ...token });
    return out;
  }, []);
}

export function formatBotText(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) continue;
    if (BULLET.test(line)) {
      blocks.push({ kind: 'bullet', inline: parseInline(line.replace(BULLET, '')) });
    } else if (EMOJI_LEAD.test(line)) {
      blocks.push({ kind: 'heading', inline: parseInline(line.trim().replace(/^#+\s*/, '')) });
    } else {
      // Model replies sometimes use markdown headings; they become headings too.
      const heading = /^#{1,6}\s+/.exec(line);
      blocks.push({ kind: heading ? 'heading' : 'paragraph', inline: parseInline(line.replace(/^#{1,6}\s+/, '').trim()) });
    }
  }
  return blocks;
}

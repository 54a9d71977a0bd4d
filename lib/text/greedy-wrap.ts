/**
 * Greedy word wrap: words go on the current line while `fits` accepts it, then a new line
 * starts. A word that fits on no line stands alone. Shared by every drawing that sets text
 * without a browser (the brochure PDF, the share cards, the videos' slides).
 */
export function greedyWrap(text: string, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && !fits(next)) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

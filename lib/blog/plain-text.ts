/**
 * Markdown to readable plain text, good enough for word counts, the search index and feed
 * descriptions. It is not a renderer: it only has to drop syntax, never invent words.
 */
export function markdownToPlainText(markdown: string): string {
  return (
    markdown
      // Fenced code keeps its contents (people search for API names) but loses the fences.
      .replace(/^```[^\n]*$/gm, '')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // Raw HTML/JSX elements are never rendered as text (the sanitizer drops them), so drop them here.
      .replace(/<(script|style|iframe)[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
      .replace(/^\s*\|?(\s*:?-{3,}:?\s*\|)+\s*:?-*:?\s*$/gm, '')
      .replace(/\|/g, ' ')
      .replace(/(\*\*|__|~~|`)/g, '')
      .replace(/(^|\s)[*_]([^*_\s][^*_]*?)[*_](?=\s|[.,;:!?)]|$)/g, '$1$2')
      .replace(/[ \t]+/g, ' ')
      .replace(/\n{2,}/g, '\n')
      .trim()
  );
}

/** Words as a reader counts them: runs of letters or digits, with inner apostrophes and hyphens. */
export function countWords(markdown: string): number {
  const matches = markdownToPlainText(markdown).match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu);
  return matches ? matches.length : 0;
}

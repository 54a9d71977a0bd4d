/** A result shows at most four tags, then a '+N more' badge. */
export const MAX_RESULT_TAGS = 4;

export function visibleTags(tags: readonly string[], max = MAX_RESULT_TAGS): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

export const moreTagsLabel = (more: number) => `+${more} more`;

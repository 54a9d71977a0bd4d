/** The address of a post's page (trailing slash, as exported). */
export const postUrl = (slug: string) => `/blog/${slug}/`;

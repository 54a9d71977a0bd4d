/** The blog list's heading and subtitle, shared by the list page, its aliases, metadata and the feed. */
export const BLOG_TITLE = 'Automation & Digital Transformation Blog';
export const BLOG_SUBTITLE = 'Expert insights on business automation, AI solutions, and digital transformation strategies';

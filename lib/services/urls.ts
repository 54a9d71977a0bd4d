/** The address of a service's page (trailing slash, as exported). */
export const serviceHref = (slug: string) => `/services/${slug}/`;

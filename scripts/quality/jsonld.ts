/**
 * Structured-data checks for exported pages: each JSON-LD node must carry the fields
 * its type needs to be understood (Google's required rich-result properties, plus the
 * ones the site's pages promise). Pure: takes parsed JSON, returns readable problems.
 */
type Node = Record<string, unknown>;

const has = (node: Node, key: string) => {
  const value = node[key];
  if (value === undefined || value === null || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (node: Node) => asArray(node['@type']).filter((type): type is string => typeof type === 'string');

type Rule = (node: Node, nested: boolean) => string[];

const requireAll = (...keys: string[]): Rule => (node) => keys.filter((key) => !has(node, key)).map((key) => `missing ${key}`);
const requireOne = (...keys: string[]): Rule => (node) => (keys.some((key) => has(node, key)) ? [] : [`missing one of ${keys.join(' / ')}`]);
const all = (...rules: Rule[]): Rule => (node, nested) => rules.flatMap((rule) => rule(node, nested));

const breadcrumb: Rule = (node) => {
  const items = asArray(node.itemListElement).filter(isNode);
  if (!items.length) return ['missing itemListElement'];
  return items.flatMap((item, index) => {
    const problems: string[] = [];
    if (item.position !== index + 1) problems.push(`item ${index + 1} has position ${String(item.position)}`);
    if (!has(item, 'name')) problems.push(`item ${index + 1} missing name`);
    // Google allows the last crumb (the current page) without an item URL.
    if (index < items.length - 1 && !has(item, 'item')) problems.push(`item ${index + 1} missing item`);
    return problems;
  });
};

const faq: Rule = (node) => {
  const questions = asArray(node.mainEntity).filter(isNode);
  if (!questions.length) return ['missing mainEntity questions'];
  return questions.flatMap((question, index) => {
    const answer = isNode(question.acceptedAnswer) ? question.acceptedAnswer : null;
    return [
      ...(has(question, 'name') ? [] : [`question ${index + 1} missing name`]),
      ...(answer && has(answer, 'text') ? [] : [`question ${index + 1} missing acceptedAnswer.text`]),
    ];
  });
};

const review: Rule = (node, nested) => {
  const rating = isNode(node.reviewRating) ? node.reviewRating : null;
  return [
    ...(has(node, 'author') ? [] : ['missing author']),
    ...(rating && has(rating, 'ratingValue') ? [] : ['missing reviewRating.ratingValue']),
    // A review nested in the item it reviews names that item by its position.
    ...(nested || has(node, 'itemReviewed') ? [] : ['missing itemReviewed']),
  ];
};

const howTo: Rule = (node) => {
  const steps = asArray(node.step).filter(isNode);
  if (!has(node, 'name')) return ['missing name'];
  if (!steps.length) return ['missing step'];
  return steps.flatMap((step, index) => (has(step, 'text') || has(step, 'itemListElement') ? [] : [`step ${index + 1} missing text`]));
};

const offer: Rule = (node) => [
  ...(has(node, 'price') && !has(node, 'priceCurrency') ? ['price without priceCurrency'] : []),
  ...requireOne('price', 'priceSpecification', 'description', 'name')(node, true),
];

const jobPosting: Rule = all(
  requireAll('title', 'description', 'datePosted', 'hiringOrganization', 'validThrough', 'employmentType'),
  requireOne('jobLocation', 'jobLocationType'),
  (node) => (node.jobLocationType === 'TELECOMMUTE' && !has(node, 'applicantLocationRequirements') ? ['remote job missing applicantLocationRequirements'] : []),
);

const article = requireAll('headline', 'datePublished', 'author', 'image', 'publisher');

export const RULES: Record<string, Rule> = {
  // Referenced organisations (author, publisher, provider) need a name; the site's own node needs its URL too.
  Organization: (node, nested) => requireAll(...(nested ? ['name'] : ['name', 'url']))(node, nested),
  LocalBusiness: requireAll('name', 'address'),
  ProfessionalService: requireAll('name', 'address'),
  PostalAddress: requireAll('addressLocality', 'addressCountry'),
  BreadcrumbList: breadcrumb,
  FAQPage: faq,
  Review: review,
  AggregateRating: all(requireAll('ratingValue'), requireOne('reviewCount', 'ratingCount')),
  HowTo: howTo,
  VideoObject: requireAll('name', 'description', 'thumbnailUrl', 'uploadDate'),
  Event: requireAll('name', 'startDate', 'location'),
  Article: article,
  BlogPosting: article,
  NewsArticle: article,
  JobPosting: jobPosting,
  Service: requireAll('name', 'provider'),
  Offer: offer,
  Person: requireAll('name'),
  WebSite: requireAll('name', 'url'),
  ItemList: requireAll('itemListElement'),
};

/** Problems of one JSON-LD block (already parsed), each prefixed with the node's type path. */
export function checkJsonLd(data: unknown): string[] {
  const problems: string[] = [];
  const roots = isNode(data) && Array.isArray(data['@graph']) ? data['@graph'] : asArray(data);
  if (!roots.length) return ['empty JSON-LD block'];
  const context = isNode(data) ? data['@context'] : undefined;
  for (const root of roots) {
    if (!isNode(root)) {
      problems.push('top-level entry is not an object');
      continue;
    }
    const rootContext = root['@context'] ?? context;
    if (typeof rootContext !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(rootContext)) problems.push(`${typesOf(root).join('/') || 'node'}: @context must be https://schema.org`);
    visit(root, [], false, problems);
  }
  return problems;
}

function visit(node: Node, trail: string[], nested: boolean, problems: string[]) {
  const types = typesOf(node);
  const label = [...trail, types.join('/') || '?'].join(' > ');
  if (!nested && !types.length) problems.push(`${label}: missing @type`);
  for (const type of types) for (const problem of RULES[type]?.(node, nested) ?? []) problems.push(`${label}: ${problem}`);
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    for (const child of asArray(value)) if (isNode(child) && typesOf(child).length) visit(child, [...trail, `${types[0] ?? '?'}.${key}`], true, problems);
  }
}

/** Every @type used anywhere in a block (for the summary printed by the check). */
export function typesIn(data: unknown): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    for (const item of asArray(value)) {
      if (!isNode(item)) continue;
      for (const type of typesOf(item)) found.add(type);
      for (const [key, child] of Object.entries(item)) if (!key.startsWith('@') || key === '@graph') walk(child);
    }
  };
  walk(data);
  return [...found];
}

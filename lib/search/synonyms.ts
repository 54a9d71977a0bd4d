/**
 * The words visitors use for what the pages call by another name, applied to queries only (the
 * index keeps each page's own words). A query word also finds the pages that use one of its
 * alternatives; a phrase is rewritten before the query is cut into words. Indian English usage is
 * included ("timings", "rate", "revert", "do the needful").
 */

/**
 * Phrases, in order. `replace` puts the pages' words in the phrase's place (they count as the
 * visitor's words); `hint` removes a phrase that only says what kind of answer is wanted ("how
 * long", "how much") and adds words the answer is likely to contain, which help ranking but are
 * not required of the answer.
 */
const PHRASES: readonly { pattern: RegExp; replace?: string; hint?: string }[] = [
  { pattern: /\bhow much time\b|\bhow long\b|\bhow many (days|weeks|months)\b|\bturnaround\b|\bhow (soon|quickly|fast)\b/g, hint: 'duration timeline' },
  { pattern: /\bhow much (does|do|is|are|will|would|for|it|to|money)\b|\bwhat (is|are) the (price|cost|charges?|rates?) of\b/g, replace: ' $1 ', hint: 'price cost plans' },
  // How much less a visitor would pay is a saving, which the pages give as a share ("spend 20–40% less").
  { pattern: /\bby how much\b|\bhow much (?:cheaper|less|lower|smaller)\b/g, replace: ' ', hint: 'saving less percent' },
  { pattern: /\bhow much\b/g, replace: ' ' },
  { pattern: /\bcyber ?secur\w*/g, replace: ' cyber security ' },
  { pattern: /\bsince when\b|\bhow old\b|\bwhen (was|were|did) (you|the company|it|maninfini) (founded|started|established|start)\b/g, hint: 'founded since 2008' },
  { pattern: /\bwhat is it like\b/g, hint: 'working here like' },
  { pattern: /\bdo the needful\b/g, replace: ' ' },
  // Phrases that only qualify a request: "will you at least tell me why?"
  { pattern: /\b(at least|at all|in fact|by the way|as well)\b/g, replace: ' ' },
  { pattern: /\b(office|business|working|opening|work) (hours|timings?)\b/g, replace: ' business hours ' },
  // Being open is a matter of the business hours ("will your office be open then?").
  { pattern: /\b(?:be|stay|remain|is|are|r) open\b|\bopen (?:then|now|today|tomorrow|at|till|until|on)\b/g, replace: ' open ', hint: 'business hours' },
  { pattern: /\b(phone|contact|mobile|telephone) (number|no)\b|\bnumber to call\b/g, replace: ' call ', hint: 'phone support sales' },
  // "Min age": "min" before "age" is the minimum, not minutes.
  { pattern: /\bmin(?:imum|\.)? age\b|\bage limit\b|\bhow old (do|must|should) (i|you) be\b/g, replace: ' aged children ' },
  {
    pattern: /\bwhere (is|are) (your|ur|the) (office|company)( located| situated| based)?\b|\bwhere are you( located| based)?\b|\b(office|company) (location|address)\b/g,
    replace: ' visit office ',
  },
  { pattern: /\bwhats ?app\b/g, replace: ' whatsapp ' },
  { pattern: /\be-?mail\s?id\b/g, replace: ' email ' },
  { pattern: /\bwork from home\b|\bwfh\b/g, replace: ' remote ' },
  { pattern: /\bweb ?site\b/g, replace: ' website ' },
  // The pages write "e-commerce", two words to the index, so a typo in it is forgiven here ("ecomerce").
  { pattern: /\bonline (shop|store)\b|\be-?comm?erce\b/g, replace: ' ecommerce store ' },
  { pattern: /\bartificial intelligence\b/g, replace: ' ai ' },
  { pattern: /\bpersonal (data|information|details)\b|\bmy data\b/g, replace: ' personal data ', hint: 'privacy information' },
  { pattern: /\bset ?up\b|\bset-up\b/g, replace: ' setup ' },
  // "Get back to me", "revert back": to reply (the pages' "get back to you" and "hear back" are words for it, below).
  { pattern: /\bget(?:ting)? back to (?:me|us|my|our)\b|\brevert back\b/g, replace: ' reply ' },
  // Two things set side by side ("the app vs the API") ask for the difference between them.
  { pattern: /\b(?:vs|versus)\b\.?/g, replace: ' and ', hint: 'difference' },
  // A PIN code (India), zip code or postcode is part of an address.
  { pattern: /\b(pin|zip|post|postal) ?codes?\b/g, replace: ' pincode ' },
];

/**
 * Words of a question that say nothing about its subject: politeness, address and request verbs.
 * Dropped from queries only; the index keeps every word of the pages.
 */
export const QUESTION_FILLER: ReadonlySet<string> = new Set([
  ...'kindly please pls plz sir madam mam dear hi hello hey manu thanks thank tell share know want need like give show get provide u ur r pl ya guys people'.split(' '),
  // Adverbs that only stress: "do you test the backups actually restore?"
  ...'actually really basically literally honestly'.split(' '),
  // Pronouns that stand for a person or thing not named: "will someone get back to me?"
  ...'someone somebody anyone anybody everyone everybody whoever whatever wherever whenever whichever'.split(' '),
]);

/**
 * Words the pages use for the same thing ("CEO" and "chief executive officer", "certified" and
 * "certification", whose stems differ): an answer holding one holds the word.
 */
const SAME: Record<string, readonly string[]> = {
  price: ['pricing', 'cost'],
  prices: ['pricing', 'cost'],
  pricing: ['price', 'cost'],
  cost: ['price', 'pricing'],
  costs: ['price', 'pricing'],
  charge: ['price', 'cost'],
  charges: ['price', 'cost'],
  fee: ['price', 'cost'],
  fees: ['price', 'cost'],
  rate: ['price', 'cost'],
  rates: ['price', 'cost'],
  tariff: ['price', 'cost'],
  lakh: ['1,00,000'],
  job: ['role'],
  jobs: ['roles'],
  vacancy: ['role'],
  vacancies: ['roles'],
  opening: ['role'],
  openings: ['roles'],
  position: ['role'],
  timing: ['hours'],
  // A duration is said in its units ("2–4 weeks", "three years", "within 24 hours"); "how long" hints it.
  duration: ['weeks', 'days', 'months', 'years', 'hours', 'minutes'],
  // Days of the week as the pages abbreviate them ("Mon – Sat").
  monday: ['mon'],
  tuesday: ['tue'],
  wednesday: ['wed'],
  thursday: ['thu'],
  friday: ['fri'],
  saturday: ['sat'],
  timings: ['hours'],
  phone: ['call'],
  mobile: ['call', 'phone'],
  telephone: ['phone', 'call'],
  email: ['mail', 'e-mail'],
  mail: ['email'],
  revert: ['reply', 'respond'],
  // A vendor is a provider or supplier to the pages ("your IT provider", "suppliers per campus").
  vendor: ['provider', 'supplier'],
  vendors: ['providers', 'suppliers'],
  reply: ['respond', 'hear back', 'get back'],
  site: ['website'],
  webpage: ['website'],
  // The pages call a bot a chatbot.
  bot: ['chatbot'],
  bots: ['chatbots'],
  app: ['application', 'apps'],
  application: ['app'],
  shop: ['store'],
  uptime: ['availability'],
  branding: ['brand', 'identity'],
  established: ['founded'],
  started: ['founded', 'began'],
  start: ['began'],
  developer: ['developers', 'engineer'],
  developers: ['developer', 'engineers'],
  programmer: ['developer', 'engineer'],
  coder: ['developer', 'engineer'],
  tester: ['qa', 'test'],
  testers: ['qa', 'test'],
  testing: ['qa', 'test'],
  cookies: ['cookie'],
  ml: ['machine learning'],
  agi: ['artificial general intelligence'],
  llm: ['large language model'],
  erp: ['enterprise resource planning'],
  crm: ['customer relationship management'],
  hrm: ['human resource management'],
  ceo: ['chief executive officer'],
  cto: ['chief technology officer'],
  coo: ['chief operating officer'],
  certified: ['certification'],
  certificate: ['certification'],
  students: ['student'],
  values: ['value'],
  growth: ['grew', 'grow'],
  grown: ['grew', 'grow'],
  setup: ['set'],
  age: ['aged'],
  yearly: ['year', 'annual'],
  annual: ['year', 'yearly'],
  monthly: ['month'],
  // "Tech" is short for technology ("which tech stack": "Which technologies do you use?").
  tech: ['technology', 'technologies'],
  // Outside the country is abroad ("200+ businesses in India and abroad").
  outside: ['abroad'],
  abroad: ['outside'],
  // A bug is what the terms call a defect; prison is imprisonment.
  bug: ['defect'],
  bugs: ['defects'],
  jail: ['imprisonment', 'prison'],
  prison: ['imprisonment'],
  // A CV and a résumé are the same document.
  resume: ['cv'],
  cv: ['resume'],
  resumes: ['cvs'],
  cvs: ['resumes'],
  // The city's official name and its older one.
  bangalore: ['bengaluru'],
  bengaluru: ['bangalore'],
  // Irregular forms the stemmer does not bring together ("sent" and "send", "children" and "child").
  send: ['sent'],
  sent: ['send'],
  pay: ['paid'],
  paid: ['pay'],
  build: ['built'],
  built: ['build'],
  buy: ['bought'],
  bought: ['buy'],
  make: ['made'],
  made: ['make'],
  choose: ['chosen'],
  chose: ['choose', 'chosen'],
  chosen: ['choose'],
  child: ['children'],
  children: ['child'],
  give: ['given'],
  given: ['give'],
  take: ['taken'],
  took: ['take', 'taken'],
  taken: ['take'],
  tell: ['told'],
  told: ['tell'],
  write: ['written'],
  written: ['write'],
  // A pen test is a penetration test.
  pen: ['penetration'],
  // Vulnerability assessment and penetration testing, as Indian security buyers abbreviate it.
  vapt: ['vulnerability assessment', 'penetration testing'],
  warn: ['alert', 'notify'],
  warns: ['alerts', 'notify'],
  warning: ['alert'],
  warnings: ['alerts'],
  notify: ['alert'],
  notification: ['alert'],
  notifications: ['alerts'],
};

/** Words the pages may use for a related idea: an answer holding one holds part of the word. */
const RELATED: Record<string, readonly string[]> = {
  price: ['plan'],
  prices: ['plan'],
  pricing: ['plan'],
  quote: ['price'],
  budget: ['price', 'cost'],
  rupees: ['price'],
  rs: ['price'],
  inr: ['price'],
  lakh: ['price'],
  job: ['careers', 'hiring'],
  jobs: ['careers', 'hiring'],
  vacancy: ['careers', 'hiring'],
  vacancies: ['careers', 'hiring'],
  opening: ['careers'],
  openings: ['careers'],
  hiring: ['careers', 'roles', 'job'],
  career: ['careers', 'roles'],
  position: ['careers'],
  apply: ['careers'],
  salary: ['pay'],
  open: ['hours'],
  phone: ['number'],
  number: ['phone', 'call'],
  mobile: ['cellular'],
  address: ['office', 'location'],
  located: ['office', 'address'],
  location: ['office', 'address'],
  shop: ['ecommerce'],
  // A store sells (an online store), or keeps (data).
  store: ['ecommerce', 'keep', 'retain'],
  ecommerce: ['commerce', 'store'],
  cyber: ['security'],
  hacker: ['security'],
  hacking: ['security'],
  hacked: ['security', 'attack'],
  secure: ['security'],
  downtime: ['uptime'],
  sla: ['guarantee', 'uptime'],
  guarantee: ['target', 'commitment'],
  legal: ['illegal', 'lawful', 'law'],
  illegal: ['legal', 'unlawful', 'law'],
  founded: ['since', '2008'],
  experience: ['years'],
  remote: ['hybrid'],
  discount: ['off', 'offer'],
  offer: ['discount', 'off'],
  premium: ['pro', 'automation'],
  membership: ['pro', 'join'],
  subscription: ['pro', 'plan'],
  qa: ['test', 'quality'],
  refund: ['cancel'],
  cancel: ['cancellation', 'terminate'],
  staff: ['team', 'people'],
  employees: ['team', 'people'],
  school: ['students'],
  certified: ['compliant'],
  certificate: ['compliant'],
  age: ['children'],
  minimum: ['over'],
  // A maximum is what a figure may "extend to" or is limited to ("a term that may extend to three years").
  maximum: ['extend', 'limit', 'limited'],
  // A CV or résumé is what a job application sends.
  resume: ['apply', 'application'],
  cv: ['apply', 'application'],
  // A laptop, desktop or phone is a device to protect or manage.
  laptop: ['device', 'endpoint'],
  laptops: ['devices', 'endpoints'],
  desktop: ['device', 'endpoint'],
  desktops: ['devices', 'endpoints'],
  computer: ['device', 'endpoint'],
  computers: ['devices', 'endpoints'],
  pc: ['device', 'endpoint'],
  pcs: ['devices', 'endpoints'],
  // Keeping data: to store it, keep it or retain it; details are information.
  stored: ['kept', 'retain'],
  keep: ['retain', 'store'],
  retain: ['keep'],
  details: ['information'],
  // Raising a price is changing it ("We may change our prices").
  increase: ['change', 'raise'],
  raise: ['change', 'increase'],
  hike: ['change', 'increase'],
  // Data sent out of a country is what a privacy policy calls an international transfer.
  sent: ['transfer', 'transfers'],
  send: ['transfer'],
  outside: ['international', 'other countries'],
  // The company's clients are the businesses it serves.
  clients: ['businesses', 'customers'],
  client: ['business', 'customer'],
  // An interview round is a stage of it.
  round: ['stage'],
  rounds: ['stages'],
  // Whether a price includes something is answered as much by what it excludes; what is extra is
  // charged separately; a bill is what is charged.
  include: ['exclude'],
  includes: ['excludes'],
  included: ['excluded'],
  including: ['excluding'],
  exclude: ['include'],
  extra: ['separately', 'additional', 'exclude'],
  bill: ['charges', 'invoice'],
  bills: ['charges', 'invoices'],
  // A package is a plan.
  package: ['plan'],
  packages: ['plans'],
  // Provident fund and employees' state insurance are India's statutory payroll contributions.
  pf: ['statutory', 'payroll'],
  epf: ['statutory', 'payroll'],
  esi: ['statutory', 'payroll'],
  esic: ['statutory', 'payroll'],
  // A PIN code is part of the postal address.
  pincode: ['address'],
  // Excel is a spreadsheet; a person is a human, one of the people; to restore is to recover;
  // IP (owned) is intellectual property; to click is to press.
  excel: ['spreadsheet', 'spreadsheets'],
  person: ['human', 'people'],
  restore: ['recovery', 'recover'],
  restored: ['recovery', 'recovered'],
  ip: ['intellectual property'],
  click: ['press', 'tap'],
  // Everyday words for the things the pages name in their own words (a pass over the words of the
  // pages' headings and FAQ questions, not over questions that failed): what a visitor says on
  // the left, what the pages say on the right.
  weekend: ['saturday', 'sunday'],
  weekends: ['saturday', 'sunday'],
  tax: ['gst'],
  taxes: ['gst'],
  sku: ['product'],
  skus: ['products'],
  items: ['products'],
  recruit: ['hire', 'hiring'],
  recruiting: ['hiring'],
  letters: ['mail', 'post'],
  parcel: ['courier'],
  parcels: ['couriers'],
  slow: ['performance', 'speed'],
  speed: ['performance', 'fast'],
  reach: ['contact', 'call'],
  speak: ['talk', 'call'],
  boss: ['lead', 'head', 'founder'],
  outage: ['downtime', 'incident'],
  outages: ['downtime', 'incidents'],
  error: ['defect', 'issue'],
  errors: ['defects', 'issues'],
  mistake: ['defect', 'error'],
  deadline: ['timeline', 'date'],
  deadlines: ['timelines', 'dates'],
  quotation: ['quote', 'price'],
  contract: ['agreement', 'terms'],
  safe: ['secure', 'security', 'protect'],
  safety: ['security', 'protection'],
  hack: ['attack', 'security'],
  breach: ['incident', 'attack'],
  ticket: ['request', 'support'],
  tickets: ['requests', 'support'],
  helpdesk: ['support'],
  update: ['change'],
  updates: ['changes'],
  modify: ['change'],
  cheap: ['starter', 'price'],
  cheapest: ['starter', 'essential'],
  affordable: ['price', 'starter'],
  expensive: ['price', 'cost'],
  // A course is learning; a holiday is leave; a trial or a sample is what the pages call a demo or a pilot.
  course: ['learning', 'training'],
  courses: ['learning', 'training'],
  holiday: ['leave'],
  holidays: ['leave'],
  trial: ['demo', 'pilot'],
  sample: ['demo'],
  // Launching is going live.
  launch: ['live', 'go-live'],
  // Scaling up is growing.
  expand: ['grow', 'scale'],
  bigger: ['grow', 'scale'],
  // Verbs visitors use for what the pages do in other words.
  repair: ['fix'],
  disable: ['switch', 'withdraw', 'reject'],
  erase: ['delete'],
  remove: ['delete'],
  install: ['setup', 'set-up'],
  integrate: ['connect', 'integration', 'sync'],
  connect: ['integrate', 'integration', 'sync'],
  verify: ['check', 'review', 'verification'],
  migrate: ['move', 'migration'],
  move: ['migrate', 'migration'],
  reserve: ['book'],
  schedule: ['book'],
  create: ['build', 'design'],
  develop: ['build'],
  promise: ['commitment', 'guarantee', 'target'],
  buy: ['purchase', 'price'],
  // A visitor's enquiry is the message or request the pages say they answer ("We read your message and reply…").
  enquiry: ['message', 'request'],
  enquiries: ['messages', 'requests'],
  inquiry: ['enquiry', 'message', 'request'],
  inquiries: ['enquiries', 'messages', 'requests'],
  query: ['message', 'question'],
  queries: ['messages', 'questions'],
};

/**
 * Chat shorthand, read as the words it stands for before anything else ("wat is the pric", "abt
 * ur plans", "hrs"), so that a short word left over is a word or a name, not shorthand.
 */
const SHORTHAND: Record<string, string> = {
  wat: 'what',
  wats: 'what',
  incase: 'in case',
  max: 'maximum',
  dev: 'developer',
  devs: 'developers',
  wht: 'what',
  wot: 'what',
  abt: 'about',
  wid: 'with',
  frm: 'from',
  hv: 'have',
  nd: 'and',
  b4: 'before',
  coz: 'because',
  bcoz: 'because',
  cuz: 'because',
  wud: 'would',
  cud: 'could',
  shud: 'should',
  dat: 'that',
  thx: 'thanks',
  thnx: 'thanks',
  tnx: 'thanks',
  ty: 'thanks',
  gud: 'good',
  msg: 'message',
  msgs: 'messages',
  hrs: 'hours',
  hr: 'hour',
  yrs: 'years',
  yr: 'year',
  mins: 'minutes',
  wk: 'week',
  wks: 'weeks',
  mth: 'month',
  mths: 'months',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  pvt: 'private',
  ltd: 'limited',
  reqd: 'required',
  govt: 'government',
  dept: 'department',
  approx: 'approximately',
  info: 'information',
};
const SHORTHAND_WORD = new RegExp(`(?<![\\p{L}\\p{N}@.])(?:${Object.keys(SHORTHAND).join('|')})(?![\\p{L}\\p{N}@]|\\.\\p{L})`, 'gu');

export type RewrittenQuery = { text: string; hints: string[] };

/** The query with the visitor's phrases replaced by the pages' words, and the hint words of the phrases that only say what is asked. */
export function rewritePhrases(query: string): RewrittenQuery {
  let text = ` ${query.toLowerCase()} `.replace(SHORTHAND_WORD, (word) => SHORTHAND[word]!);
  const hints: string[] = [];
  for (const { pattern, replace, hint } of PHRASES) {
    text = text.replace(pattern, (...match: string[]) => {
      if (hint) hints.push(...hint.split(' '));
      return (replace ?? ' ').replace('$1', match[1] ?? '');
    });
  }
  return { text: text.trim(), hints };
}

const others = (map: Record<string, readonly string[]>, word: string) => (Object.hasOwn(map, word) ? map[word]!.filter((w) => w !== word) : []);

/**
 * The other words that may stand for a query word on the pages: the same thing, and related ideas.
 * A plural the lists do not name is read as its singular ("saturdays" as "saturday").
 */
export function alternativesOf(word: string): { same: readonly string[]; related: readonly string[] } {
  const lower = word.toLowerCase();
  const listed = Object.hasOwn(SAME, lower) || Object.hasOwn(RELATED, lower);
  const key = !listed && /[^s]s$/.test(lower) && lower.length > 4 ? lower.slice(0, -1) : lower;
  return { same: others(SAME, key), related: others(RELATED, key) };
}

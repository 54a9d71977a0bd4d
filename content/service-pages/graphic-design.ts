import type { ServicePageInput } from '@/lib/services/schema';

const page = {
  layout: 'common',
  slug: 'graphic-design',
  seo: {
    title: 'Graphic Design, Branding & Packaging in Bengaluru',
    description:
      'Logos in 1–2 weeks, brand identities in 2–4 weeks and print-ready packaging in 3–6 weeks, from a Bengaluru studio that can also build your website.',
    keywords: [
      'graphic design company Bengaluru',
      'logo design India',
      'brand identity design',
      'packaging design',
      'label design',
      'marketing collateral design',
    ],
  },
  hero: {
    badge: 'Graphic Design & Packaging',
    headline: 'Design that makes your brand look as good as it is',
    accent: 'as good as it is',
    intro:
      'Logos, brand identities, packaging and marketing material designed by people who ask about your customers before they open a design tool. Print-ready files, clear timelines and unlimited small tweaks within each round.',
    primary: {
      kind: 'whatsapp',
      label: 'Start Your Design Project',
      text: "Hello Maninfini! I'd like to start a design project. Could you tell me your pricing, what is included and how long a logo or brand identity takes?",
    },
    secondary: {
      kind: 'whatsapp',
      label: 'View Our Portfolio',
      text: 'Hello Maninfini! Could you share your design portfolio, especially logo, branding and packaging work for businesses like mine?',
    },
    stats: [
      { value: '1–2 weeks', label: 'for a logo' },
      { value: '2–4 weeks', label: 'for a full brand identity' },
      { value: '3–6 weeks', label: 'for packaging, print-ready' },
    ],
  },
  highlights: {
    eyebrow: 'Strategy first',
    heading: 'Every design starts with who is going to look at it',
    intro:
      'A 45-minute brand workshop tells us who buys from you, who you compete with on the shelf or the screen, and what you want people to feel. The concepts come after that, not before.',
    checklist: [
      'Brand workshop and competitor review',
      'Two or three distinct concepts per brief',
      'Two structured revision rounds included',
      'Colour palettes that work in print and on screen',
      'Files in AI, PDF, SVG and PNG, print-ready with bleed',
      'Brand guidelines your printers and agencies can follow',
    ],
    why: {
      title: 'Why choose our design studio',
      tone: 'accent',
      points: [
        'Designers, copywriters and developers under one roof, so your logo, website and packaging tell one story.',
        'Fixed timelines: 1–2 weeks for a logo, 2–4 weeks for a brand identity, 3–6 weeks for packaging.',
        'We check print proofs and dielines with your vendor, so what arrives from the press matches the screen.',
        'Full ownership: you receive the source files and every right to the final artwork.',
      ],
    },
  },
  features: {
    eyebrow: 'Design services',
    heading: 'Six ways we help you look established',
    intro: 'Take one service or the whole set. Everything is designed to work together from the first sketch.',
    items: [
      {
        icon: 'pen',
        title: 'Logo design',
        description: 'A distinctive mark with primary, stacked and icon versions, tested at favicon size and on a hoarding.',
      },
      {
        icon: 'palette',
        title: 'Brand identity',
        description: 'Logo, colours, typography, imagery style and tone of voice, documented in a guideline book your team can follow.',
      },
      {
        icon: 'package',
        title: 'Packaging and labels',
        description: 'Boxes, pouches, labels and cartons designed to dieline, with FSSAI and legal-metrology panels laid out correctly.',
      },
      {
        icon: 'printer',
        title: 'Print collateral',
        description: 'Business cards, letterheads, brochures, catalogues and trade-show standees, delivered press-ready.',
      },
      {
        icon: 'megaphone',
        title: 'Social and ad creatives',
        description: 'Post templates, campaign creatives and marketplace banners sized for Instagram, LinkedIn, Amazon and Flipkart.',
      },
      {
        icon: 'image',
        title: 'Presentation and UI design',
        description: 'Pitch decks, product one-pagers and website or app screens that carry the same identity through every touchpoint.',
      },
    ],
  },
  fourItems: {
    kind: 'process',
    eyebrow: 'Our process',
    heading: 'From brief to print-ready in four steps',
    intro: 'A simple rhythm with fixed review points, so feedback is collected once and applied properly.',
    items: [
      { icon: 'search', title: 'Discover', duration: '2–3 days', description: 'A brand workshop, a look at your competitors and a one-page creative brief you sign off.' },
      { icon: 'pen', title: 'Concept', duration: '1 week', description: 'Two or three distinct directions, each shown on real applications such as packs, signage and social posts.' },
      { icon: 'refresh', title: 'Refine', duration: '1–2 rounds', description: 'We develop your chosen direction through two structured rounds of feedback until every detail is right.' },
      { icon: 'check', title: 'Deliver', duration: 'Final week', description: 'Master files, brand guidelines and print proofs checked with your vendor before anything goes to press.' },
    ],
  },
  closing: {
    heading: "Let's design something people remember",
    text: 'Send us your brief or simply tell us about your business. We will reply with a proposal, a timeline and a fixed price.',
    primary: {
      kind: 'whatsapp',
      label: 'Get Started',
      text: "Hello Maninfini! I'd like a quote for design work. Could you share the price, what the package includes and the timeline for my project?",
    },
    secondary: { kind: 'contact', label: 'Send a Design Brief' },
  },
  faqs: [
    {
      question: 'How long does logo design take?',
      answer: 'A logo takes 1–2 weeks from the workshop to final files. A complete brand identity takes 2–4 weeks, and packaging 3–6 weeks depending on the number of SKUs and print approvals.',
    },
    {
      question: 'How many concepts and revisions do I get?',
      answer: 'You see two or three genuinely different concepts. Once you choose a direction, two structured revision rounds are included, and small tweaks within a round are unlimited.',
    },
    {
      question: 'Which files will I receive?',
      answer: 'Vector master files (AI, SVG, PDF), PNG files for screens, print-ready PDFs with bleed and crop marks, and a brand guideline document. You own all of them outright.',
    },
    {
      question: 'Can you work with my printer or packaging vendor?',
      answer: 'Yes. We design to your vendor’s dieline, confirm colour profiles and finishes with them, and review the physical proof before the full print run.',
    },
    {
      question: 'Can you also build the website for my new brand?',
      answer: 'Yes. Our web development team works in the same office, so your new identity can move straight into a website, online store or app without a second briefing.',
    },
  ],
  reviews: [
    {
      author: 'Meera Pillai',
      rating: 5,
      reviewTitle: 'Packaging that finally stands out on the shelf',
      reviewBody:
        'They redesigned the packaging for our 18 spice blends in five weeks and coordinated every proof with our printer. Retailers noticed the new look before our customers did.',
      datePublished: '2024-01-09',
    },
    {
      author: 'Karthik Nair',
      rating: 5,
      reviewTitle: 'A brand identity we are proud to show investors',
      reviewBody:
        'The workshop surfaced things about our positioning we had never put into words. Three weeks later we had a logo, guidelines and a pitch deck that looked like a company twice our size.',
      datePublished: '2024-01-27',
    },
  ],
  howTo: {
    name: 'How to start a design project with Maninfini Automation',
    description: 'Four steps from your first message to a confirmed design brief, timeline and price.',
    totalTime: 'PT14M',
    steps: [
      { name: 'Tell us what you need', text: 'Message us on WhatsApp or the contact page with the items you need: logo, identity, packaging or collateral.' },
      { name: 'Share your references', text: 'Send examples of brands you admire, your competitors and any existing artwork or product photos.' },
      { name: 'Join the brand workshop', text: 'Spend 45 minutes with our designer answering questions about your customers, market and ambitions.' },
      { name: 'Approve the creative brief', text: 'Review the one-page brief, fixed price and timeline, then approve it so concept work can begin.' },
    ],
    tools: ['Existing logo or artwork, if any', 'Reference brands you like', 'Product dimensions or dielines for packaging'],
  },
  // A still, not a video: the three projects' timelines on one scale say all there is to show
  // over time, and the studio's real work (the portfolio) is what a video would have to show.
  video: {
    format: 'still',
    name: 'Three projects, to scale',
    description:
      'A logo, a brand identity and packaging drawn on one calendar, each from the brand workshop to print-ready files, so you can see how they compare.',
    scene: {
      kind: 'calendar',
      title: 'Three projects, to scale',
      unit: 'week',
      span: 6,
      tick: 1,
      rows: [
        { label: 'Logo', note: '1–2 weeks', from: 0, to: 1, upTo: 2, cue: 'The logo is the shortest bar: one week, dashed to two.' },
        { label: 'Brand identity', note: '2–4 weeks', from: 0, to: 2, upTo: 4, cue: 'The brand identity runs two weeks, dashed to four.' },
        { label: 'Packaging', note: '3–6 weeks', from: 0, to: 3, upTo: 6, cue: 'Packaging is the longest: three weeks, dashed across the whole six-week calendar.' },
      ],
    },
  },
} satisfies ServicePageInput;

export default page;

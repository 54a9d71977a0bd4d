/**
 * The nine services the company sells, in the order the Solutions menu
 * lists them. Each has a sub-page at /services/{slug}; the long page copy lives in
 * content/service-pages/.
 */

export const serviceCategories = [
  'Security & Cloud',
  'Development',
  'Commerce & Comms',
  'Operations',
  'Design & AI',
] as const;
export type ServiceCategory = (typeof serviceCategories)[number];

export type ServiceIcon =
  | 'shield'
  | 'cloud'
  | 'code'
  | 'cart'
  | 'message'
  | 'users'
  | 'building'
  | 'palette'
  | 'chart';

export type Service = {
  slug: string;
  /** Full name, used in headings and the Solutions menu. */
  title: string;
  /** Short name for tight places (footer, chips). */
  shortTitle: string;
  category: ServiceCategory;
  description: string;
  features: readonly string[];
  icon?: ServiceIcon;
  /** A portfolio file (PDF) under /portfolio/; its presence makes the card say View Portfolio. */
  portfolio?: string;
  /** A demo video under /media/; its presence (without a portfolio) makes the card say Watch Demo. */
  demo?: string;
};

export const services: readonly Service[] = [
  {
    slug: 'cyber-cloud',
    title: 'Cyber Security',
    shortTitle: 'Cyber Security',
    category: 'Security & Cloud',
    description:
      'Round-the-clock threat monitoring, penetration testing and ISO/IEC 27001-aligned controls that keep your data, people and customers safe.',
    features: ['24/7 security monitoring', 'Vulnerability assessment & pen testing', 'Incident response in 15 minutes', 'Compliance & audit readiness'],
    icon: 'shield',
  },
  {
    slug: 'cloud-solutions',
    title: 'Cloud Solutions',
    shortTitle: 'Cloud',
    category: 'Security & Cloud',
    description:
      'Migration, architecture and managed operations on AWS, Azure and Google Cloud, tuned to cut infrastructure spend by 20–40%.',
    features: ['Cloud migration in weeks', 'Cost optimisation', 'Managed DevOps & backups', 'High-availability architecture'],
    icon: 'cloud',
  },
  {
    slug: 'web-development',
    title: 'Web & Custom Development',
    shortTitle: 'Web Development',
    category: 'Development',
    description:
      'Fast, accessible websites, web apps and custom business software, from a focused MVP to enterprise platforms with integrations.',
    features: ['Next.js & React web apps', 'Custom ERP, CRM & portals', 'API & third-party integrations', 'Performance & SEO built in'],
    icon: 'code',
    portfolio: '/portfolio/web-development.svg',
  },
  {
    slug: 'ecommerce-inventory',
    title: 'E-commerce & Inventory',
    shortTitle: 'E-commerce',
    category: 'Commerce & Comms',
    description:
      'Online stores and inventory systems that keep stock, orders and marketplaces in sync, with reorder alerts before you run out.',
    features: ['Storefronts that convert', 'SKU & multi-warehouse stock', 'Marketplace & channel sync', 'Sales analytics'],
    icon: 'cart',
  },
  {
    slug: 'whatsapp-communications',
    title: 'WhatsApp & Communications',
    shortTitle: 'WhatsApp',
    category: 'Commerce & Comms',
    description:
      'WhatsApp Business API, chatbots, bulk campaigns, IVR and CRM integration so customers reach you on the channel they already use.',
    features: ['WhatsApp Business API', 'AI chatbots', 'Bulk messaging & campaigns', 'IVR & CRM integration'],
    icon: 'message',
    demo: '/media/whatsapp-chatbot-demo.mp4',
  },
  {
    slug: 'offshore-talent',
    title: 'Offshore Talent',
    shortTitle: 'Offshore Talent',
    category: 'Operations',
    description:
      'Dedicated developers, designers, QA engineers, project managers and DevOps specialists who work as part of your team, assembled in 2–4 weeks.',
    features: ['Pre-vetted engineers', 'Team ready in 2–4 weeks', 'Your hours, your tools', 'Flexible scaling'],
    icon: 'users',
  },
  {
    slug: 'virtual-office',
    title: 'Virtual Office',
    shortTitle: 'Virtual Office',
    category: 'Operations',
    description:
      'A professional Bengaluru business address with call handling, mail management, meeting rooms and admin support, from ₹3,000 a month.',
    features: ['Prestigious business address', 'Call handling & forwarding', 'Mail management', 'Meeting rooms on demand'],
    icon: 'building',
  },
  {
    slug: 'graphic-design',
    title: 'Graphic Design & Packaging',
    shortTitle: 'Graphic Design',
    category: 'Design & AI',
    description:
      'Logos, brand identities, packaging and marketing design that make a small company look established and a large one look fresh.',
    features: ['Logo in 1–2 weeks', 'Brand identity systems', 'Packaging design', 'Print & social creatives'],
    icon: 'palette',
    portfolio: '/portfolio/graphic-design.svg',
  },
  {
    slug: 'quantiti',
    title: 'Quantiti AI & Algorithmic Solutions',
    shortTitle: 'Quantiti AI',
    category: 'Design & AI',
    description:
      'Machine learning that earns its keep: algorithmic trading, fraud detection, price and supply-chain optimisation, computer vision and more.',
    features: ['Algorithmic trading systems', 'Fraud detection', 'Price & supply-chain optimisation', 'Computer vision'],
    icon: 'chart',
  },
];


import type { ServicePageInput } from '@/lib/services/schema';

const page = {
  layout: 'common',
  slug: 'web-development',
  seo: {
    title: 'Web & Custom Software Development in Bengaluru',
    description:
      'Websites, web apps, ERP and CRM built in Bengaluru since 2008. Business websites from ₹25,000, online stores from ₹50,000, custom web apps from ₹1,00,000.',
    keywords: [
      'web development company Bengaluru',
      'custom software development India',
      'Next.js development',
      'React web application',
      'ERP and CRM development',
      'website cost India',
    ],
  },
  hero: {
    badge: 'Web & Custom Development',
    headline: 'Websites and web apps built to run your business',
    accent: 'run your business',
    intro:
      'From a fast company website to a custom ERP, we design, build and look after software your team actually uses. Fixed-price milestones, a demo every week, and code you own outright.',
    primary: {
      kind: 'whatsapp',
      label: 'Start Your Project',
      text: "Hello Maninfini! I'd like to start a web development project. Could you share your pricing, the features you would recommend and a realistic timeline?",
    },
    secondary: {
      kind: 'whatsapp',
      label: 'View Our Portfolio',
      text: 'Hello Maninfini! Could you share your web development portfolio, with a few projects similar to mine and what they cost to build?',
    },
    stats: [
      { value: '4–6 weeks', label: 'for a simple app, brief to launch' },
      { value: '3–6 months', label: 'for enterprise platforms' },
      { value: '500+', label: 'projects delivered since 2008' },
    ],
  },
  highlights: {
    eyebrow: 'Full-stack delivery',
    heading: 'One team from the first wireframe to the last deployment',
    intro:
      'Designers, front-end and back-end engineers and a DevOps lead work as one squad, so nothing is lost between hand-offs and you always have one person to call.',
    checklist: [
      'Responsive, accessible interfaces (WCAG 2.1 AA)',
      'Next.js, React and TypeScript front ends',
      'Node.js, Python and .NET back ends',
      'PostgreSQL, MySQL and MongoDB data layers',
      'Payments, GST invoicing, SMS and WhatsApp built in',
      'Automated tests and CI/CD from the first sprint',
      'Core Web Vitals and technical SEO as standard',
    ],
    why: {
      title: 'Why businesses choose us to build',
      tone: 'brand',
      points: [
        'We have shipped 500+ projects since 2008, from ten-page websites to multi-branch ERPs.',
        'Fixed-price milestones with a working demo every week, so you see progress before you pay for it.',
        'You own the source code, the domain and every account from day one. No lock-in, ever.',
        'After launch our desk replies within 24 hours, and critical issues are handled around the clock.',
      ],
    },
  },
  features: {
    eyebrow: 'What we build',
    heading: 'Technology that fits the job, not the fashion',
    intro:
      'We pick the simplest stack that will still serve you in five years, and we explain every choice in plain language before we make it.',
    items: [
      {
        icon: 'globe',
        title: 'Business websites',
        description:
          'Fast, search-friendly sites on Next.js or WordPress, with a content editor your marketing team can use without calling a developer.',
      },
      {
        icon: 'layers',
        title: 'Custom web applications',
        description:
          'Customer portals, dashboards and booking systems shaped around your workflow, with role-based access and a full audit trail.',
      },
      {
        icon: 'database',
        title: 'ERP, CRM and internal tools',
        description:
          'Replace spreadsheets and disconnected apps with one system for orders, stock, customers, approvals and billing.',
      },
      {
        icon: 'plug',
        title: 'APIs and integrations',
        description:
          'Connect Tally, Zoho, Razorpay, Shiprocket, WhatsApp and your own systems through clean, documented APIs.',
      },
      {
        icon: 'gauge',
        title: 'Performance and SEO',
        description:
          'Lean pages tuned for Core Web Vitals on mid-range phones and patchy 4G, with structured data and clean URLs.',
      },
      {
        icon: 'server',
        title: 'Hosting and maintenance',
        description:
          'Managed hosting, daily backups, security patches and uptime monitoring, looked after by an engineer who knows your code.',
      },
    ],
  },
  fourItems: {
    kind: 'process',
    eyebrow: 'How we work',
    heading: 'A four-step process with no surprises',
    intro: 'Every project follows the same rhythm, so you always know what happens next and what it costs.',
    items: [
      {
        icon: 'search',
        title: 'Discover',
        duration: 'Week 1',
        description:
          'A workshop to map your users, workflows and integrations. You receive a written scope, a fixed quote and a milestone plan.',
      },
      {
        icon: 'palette',
        title: 'Design',
        duration: '1–2 weeks',
        description:
          'Clickable prototypes of every key screen, reviewed with your team before a line of production code is written.',
      },
      {
        icon: 'code',
        title: 'Build',
        duration: 'Two-week sprints',
        description:
          'A working demo at the end of each sprint, automated tests on every change and a staging site you can try at any time.',
      },
      {
        icon: 'rocket',
        title: 'Launch and support',
        duration: 'Ongoing',
        description:
          'A zero-downtime release, training for your staff and a support plan that keeps the software secure and current.',
      },
    ],
  },
  pricing: {
    heading: 'Clear starting prices',
    intro:
      'Every project receives a fixed quote after discovery. These are the starting points for the scopes we build most often.',
    plans: [
      {
        name: 'Business Website',
        price: 'From ₹25,000',
        period: 'one-time',
        description: 'A polished, responsive website that explains what you do and turns visitors into enquiries.',
        features: ['Up to 10 pages with a content editor', 'Mobile-first, accessible design', 'Enquiry forms and WhatsApp chat', 'On-page SEO and analytics set-up'],
      },
      {
        name: 'E-commerce Store',
        price: 'From ₹50,000',
        period: 'one-time',
        popular: true,
        description: 'A complete online store with payments, shipping and stock control, ready to take orders on launch day.',
        features: ['Catalogue with variants and offers', 'UPI, card and net-banking payments', 'GST-ready invoices', 'Courier and shipping integration', 'Order and stock dashboard'],
      },
      {
        name: 'Custom Web Application',
        price: 'From ₹1,00,000',
        period: 'one-time',
        description: 'Software built around your processes: portals, dashboards, ERP and CRM modules with the integrations you need.',
        features: ['Discovery workshop and fixed quote', 'Role-based access and audit logs', 'API and third-party integrations', 'Automated tests and CI/CD', 'Simple apps live in 4–6 weeks'],
      },
    ],
    note: 'Prices exclude GST and third-party costs such as domains, hosting plans and paid plug-ins, which we list in every quote.',
  },
  closing: {
    heading: 'Have a project in mind?',
    text: 'Tell us what you want to build. Within 24 hours you will hear back with questions, a suggested approach and a ballpark figure.',
    primary: {
      kind: 'whatsapp',
      label: 'Get Started',
      text: "Hello Maninfini! I'm ready to get started on a web project. Could you send me your pricing, the features you suggest and a timeline for going live?",
    },
    secondary: {
      kind: 'email',
      label: 'Email Your Brief',
      subject: 'Web development project brief',
      body: "Hello Maninfini team,\n\nI'd like to discuss a web development project.\n\nWhat we want to build:\nWho will use it:\nSystems it should connect to:\nTarget launch date:\nBudget range:\n\nThank you,",
    },
  },
  faqs: [
    {
      question: 'How long does it take to build a website or web application?',
      answer:
        'Simple applications and business websites usually go live 4–6 weeks after the scope is signed. Enterprise platforms with several user roles and integrations take 3–6 months, released in stages so your team can start using parts of them early.',
    },
    {
      question: 'How much does a website cost?',
      answer:
        'A business website starts from ₹25,000, an e-commerce store from ₹50,000 and a custom web application from ₹1,00,000. After a short discovery call we give you a fixed quote, so the price does not move unless the scope does.',
    },
    {
      question: 'Which technologies do you use?',
      answer:
        'Mostly Next.js, React and TypeScript on the front end; Node.js, Python or .NET on the back end; and PostgreSQL or MySQL for data. Where a content-heavy site suits it better, we use WordPress. We recommend a stack only after understanding who will maintain it.',
    },
    {
      question: 'Who owns the code and the accounts?',
      answer:
        'You do. The repository, domain, hosting and third-party accounts are created in your name, and the full source code is handed over at every milestone, not just at the end.',
    },
    {
      question: 'Do you look after the website after launch?',
      answer:
        'Yes. Our maintenance plans cover hosting, backups, security updates, small changes and monitoring. Routine requests are answered within 24 hours and critical problems are handled 24/7.',
    },
  ],
  reviews: [
    {
      author: 'Rohit Shenoy',
      rating: 5,
      reviewTitle: 'Our dealer portal finally works the way we do',
      reviewBody:
        'Maninfini replaced three spreadsheets and a clunky desktop tool with one web portal for our 140 dealers. Weekly demos meant there were no surprises, and orders now reach the warehouse the same day.',
      datePublished: '2024-01-12',
    },
    {
      author: 'Ananya Krishnan',
      rating: 5,
      reviewTitle: 'Fast site, fixed price, delivered on time',
      reviewBody:
        'Our new website was live in five weeks for exactly the quoted price. Enquiries through the site doubled in the first quarter and our team updates the pages themselves.',
      datePublished: '2024-01-24',
    },
  ],
  howTo: {
    name: 'How to start a web development project with Maninfini Automation',
    description: 'Four steps from a first message to a signed scope and a kick-off date for your website or application.',
    totalTime: 'PT15M',
    steps: [
      { name: 'Share your idea', text: 'Send a short message on WhatsApp or through the contact page describing what you want to build and who will use it.' },
      { name: 'Book a discovery call', text: 'Pick a 30-minute slot with a solution architect to walk through your workflows, integrations and must-have features.' },
      { name: 'Review the scope and quote', text: 'Receive a written scope, a fixed quote and a milestone plan with a demo date for every stage.' },
      { name: 'Approve and kick off', text: 'Sign the scope, share access to any existing systems and meet your project team at the kick-off session.' },
    ],
    tools: ['A short description of your business', 'Examples of websites or apps you like', 'A list of systems the software must connect to'],
  },
  // A short drawn video: a simple app on a calendar to scale (a sprint's demo marked on it),
  // then the same app against an enterprise platform. The page's cards give each step's
  // duration; only a drawing shows how they add up and overlap.
  video: {
    format: 'video',
    name: 'A web project, week by week',
    description:
      'A simple web app on a six-week calendar, from discovery to launch with a demo at the end of each sprint, then drawn to scale against an enterprise platform.',
    keywords: ['web development', 'custom software', 'project timeline', 'project process'],
    genre: 'Technology',
    scenes: [
      {
        kind: 'calendar',
        title: 'A simple web app, week by week',
        example: true,
        unit: 'week',
        span: 7,
        tick: 1,
        markLabel: 'demo',
        rows: [
          { label: 'Discover', note: 'Week 1', from: 0, to: 1, cue: 'A short bar fills the first week of a seven-week calendar.' },
          { label: 'Design', note: '1–2 weeks', from: 1, to: 2, upTo: 3, cue: 'Design takes week 2, with a dashed part into week 3 for a second round of screens.' },
          { label: 'Build', note: 'Two-week sprints', from: 2, to: 6, marks: [4, 6], cue: 'The longest bar runs from week 3 to week 6, with a demo marked at the end of each sprint.' },
          { label: 'Launch and support', note: 'Ongoing', from: 6, to: 7, ongoing: true, cue: 'The last bar starts at launch after week 6 and runs off the calendar: support carries on.' },
        ],
      },
      {
        kind: 'calendar',
        title: 'Simple app vs enterprise, to scale',
        unit: 'month',
        span: 6,
        tick: 1,
        rows: [
          { label: 'Simple app', note: '4–6 weeks', from: 0, to: 0.92, upTo: 1.38, cue: 'On a six-month scale the simple app is a short bar, ending in its first or second month.' },
          { label: 'Enterprise platform', note: '3–6 months', from: 0, to: 3, upTo: 6, cue: 'The enterprise bar is firm to month 3 and dashed to month 6, four times as long.' },
        ],
      },
    ],
  },
} satisfies ServicePageInput;

export default page;

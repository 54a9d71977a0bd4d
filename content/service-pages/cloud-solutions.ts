import type { ServicePageInput } from '@/lib/services/schema';

const page = {
  layout: 'cyber-cloud',
  slug: 'cloud-solutions',
  seo: {
    title: 'Cloud Migration & Managed Cloud on AWS, Azure, GCP',
    description:
      'Cloud migration and managed operations on AWS, Azure and Google Cloud that cut costs by 20–40%. Simple migrations in 2–4 weeks. Plans from ₹35,000 a month.',
    keywords: [
      'cloud migration services India',
      'AWS consulting Bengaluru',
      'Azure migration',
      'Google Cloud partner',
      'managed cloud services',
      'cloud cost optimisation',
    ],
  },
  hero: {
    badge: 'Cloud Solutions',
    headline: 'Move to the cloud and spend 20–40% less running it',
    accent: 'spend 20–40% less',
    intro:
      'Migration, architecture and day-to-day operations on AWS, Azure and Google Cloud. We move your systems without downtime surprises, then keep them fast, secure and sensibly priced.',
    primary: {
      kind: 'whatsapp',
      label: 'Get a Free Cloud Review',
      text: 'Hello Maninfini! I would like a review of our cloud set-up. Could you share your cloud plans, pricing, the features included and a typical migration timeline?',
    },
    secondary: { kind: 'contact', label: 'Talk to an Architect' },
    stats: [
      { value: '20–40%', label: 'lower infrastructure cost' },
      { value: '2–4 weeks', label: 'for a simple migration' },
      { value: '3–6 months', label: 'for complex estates' },
      { value: '24/7', label: 'managed operations' },
    ],
  },
  features: {
    eyebrow: 'Capabilities',
    heading: 'Everything from the first server to the last backup',
    intro: 'Whether you are leaving a data centre or tidying up an account that grew by accident, we cover the whole lifecycle.',
    items: [
      { icon: 'cloud', title: 'Cloud migration', description: 'Lift-and-shift, re-platforming or re-architecting to AWS, Azure or Google Cloud, planned wave by wave with tested rollbacks.' },
      { icon: 'layers', title: 'Cloud architecture', description: 'Well-architected landing zones, networking and high-availability designs that are secure by default.' },
      { icon: 'wallet', title: 'Cost optimisation', description: 'Right-sizing, reserved capacity and clean-up of idle resources that typically cut bills by 20–40%.' },
      { icon: 'refresh', title: 'Managed DevOps', description: 'CI/CD pipelines, containers, Kubernetes and infrastructure as code, operated and improved by our engineers.' },
      { icon: 'database', title: 'Backup and disaster recovery', description: 'Automated backups, cross-region replication and recovery drills, so a bad day stays a bad hour.' },
      { icon: 'gauge', title: 'Monitoring and support', description: '24/7 monitoring of uptime, performance and spend, with alerts handled by engineers who know your set-up.' },
    ],
  },
  process: {
    eyebrow: 'Migration process',
    heading: 'A migration plan you can follow line by line',
    intro: 'Simple migrations take 2–4 weeks; complex estates take 3–6 months in carefully planned waves.',
    steps: [
      { title: 'Assess', duration: 'Week 1', description: 'We inventory applications, dependencies and costs, and model the target architecture and monthly bill.' },
      { title: 'Plan', duration: 'Week 2', description: 'A wave-by-wave plan with cut-over windows, rollback steps and owners agreed for every system.' },
      { title: 'Migrate', duration: '2–4 weeks to 3–6 months', description: 'Systems move in waves, each tested in parallel before traffic is switched, with minimal downtime.' },
      { title: 'Optimise', duration: 'Ongoing', description: 'Right-sizing, automation and monthly cost reviews keep the platform fast and the bill under control.' },
    ],
  },
  testimonials: [
    {
      name: 'Nikhil Desai',
      role: 'VP Engineering, e-commerce marketplace',
      content: 'We moved 40 services from a co-located data centre to AWS in four months without a single unplanned outage, and our monthly infrastructure bill fell by a third.',
      rating: 5,
    },
    {
      name: 'Farah Khan',
      role: 'IT Director, manufacturing group',
      content: 'Their cost review found idle resources and oversized databases we had paid for for years. The savings covered the managed service within the first quarter.',
      rating: 5,
    },
    {
      name: 'George Mathew',
      role: 'CTO, edtech platform',
      content: 'During exam season our traffic goes up tenfold. Maninfini redesigned our Azure set-up to scale automatically, and we have not had a slowdown since.',
      rating: 5,
    },
  ],
  pricing: {
    heading: 'Managed cloud plans',
    intro: 'Monthly management fees for migration support, operations and optimisation. Your cloud provider’s usage is billed separately, and usually lower.',
    plans: [
      {
        name: 'Starter Cloud',
        price: '₹35,000',
        period: 'per month',
        description: 'For small teams running a handful of applications on a single cloud.',
        features: ['One cloud account, one region', 'Monitoring and alerting', 'Automated daily backups', 'Monthly cost review', 'Business-hours support'],
      },
      {
        name: 'Business Cloud',
        price: '₹85,000',
        period: 'per month',
        popular: true,
        description: 'For growing businesses that need high availability and a DevOps team on call.',
        features: ['Up to five cloud accounts', 'High-availability architecture', 'Managed CI/CD and containers', 'Disaster-recovery drills', 'Continuous cost optimisation', '24/7 support'],
      },
      {
        name: 'Enterprise Cloud',
        price: 'Custom',
        period: '',
        description: 'For multi-cloud and hybrid estates with strict compliance and uptime requirements.',
        features: ['Multi-cloud and hybrid set-ups', 'Dedicated cloud architect', 'Compliance-ready landing zones', 'Custom SLAs', 'Quarterly architecture reviews'],
      },
    ],
    note: 'Prices exclude GST and your cloud provider’s usage charges.',
  },
  closing: {
    heading: 'Find out what your cloud should cost',
    text: 'Share your current set-up or monthly bill. We will show you where the savings are and what a migration would involve.',
    primary: {
      kind: 'whatsapp',
      label: 'Get Started',
      text: 'Hello Maninfini! I would like to get started with cloud services. Please share pricing, the features of each cloud plan and the timeline for migrating our systems.',
    },
    secondary: { kind: 'call', label: 'Call a Cloud Expert' },
  },
  faqs: [
    {
      question: 'How long does a cloud migration take?',
      answer: 'A simple migration of a few applications takes 2–4 weeks. Complex estates with many dependencies, databases and compliance needs take 3–6 months, moved in planned waves.',
    },
    {
      question: 'How much can we save by moving to or optimising the cloud?',
      answer: 'Most clients reduce infrastructure costs by 20–40% through right-sizing, reserved capacity, automation and removing idle resources. The assessment gives you an estimate before you commit.',
    },
    {
      question: 'Which cloud providers do you work with?',
      answer: 'AWS, Microsoft Azure and Google Cloud. We recommend a provider based on your applications, skills and existing licences, and we also manage hybrid and multi-cloud set-ups.',
    },
    {
      question: 'What do the managed cloud plans cost?',
      answer: 'Starter Cloud is ₹35,000 a month and Business Cloud, our most popular plan, is ₹85,000 a month. Enterprise Cloud is priced to your estate. Cloud usage is billed by the provider.',
    },
    {
      question: 'Will there be downtime during migration?',
      answer: 'We plan cut-overs in low-traffic windows and run systems in parallel before switching, so downtime is usually limited to minutes, and every wave has a tested rollback.',
    },
    {
      question: 'Is our data secure in the cloud?',
      answer: 'Yes. We build landing zones with encryption, least-privilege access, logging and backups by default, following ISO/IEC 27001-aligned practices, and our security team can monitor them 24/7.',
    },
  ],
  reviews: [
    {
      author: 'Nikhil Desai',
      rating: 5,
      reviewTitle: 'A data-centre exit without drama',
      reviewBody: 'Forty services moved to AWS in four months with no unplanned outage. The wave plan and rollback steps gave everyone confidence.',
      datePublished: '2024-01-18',
    },
    {
      author: 'Farah Khan',
      rating: 5,
      reviewTitle: 'The cost review paid for itself',
      reviewBody: 'Maninfini cut our monthly cloud bill by 35% in the first quarter, and the dashboards mean it stays that way.',
      datePublished: '2024-01-31',
    },
  ],
  howTo: {
    name: 'How to plan a cloud migration with Maninfini',
    description: 'Four steps to prepare for a cloud assessment and receive a migration plan with costs and timelines.',
    totalTime: 'PT14M',
    steps: [
      { name: 'List your applications', text: 'Write down the applications, databases and servers you run today, and who depends on each.' },
      { name: 'Gather your current costs', text: 'Collect recent hosting, data-centre or cloud invoices so savings can be measured against them.' },
      { name: 'Book the assessment', text: 'Message us on WhatsApp or through the contact page to schedule a session with a cloud architect.' },
      { name: 'Review the migration plan', text: 'Receive a target architecture, a wave plan, a projected monthly bill and a fixed migration quote.' },
    ],
    tools: ['Inventory of applications and servers', 'Recent hosting or cloud invoices', 'Read-only access to any existing cloud accounts'],
  },
  // A short drawn video: what a 20–40% saving does to a monthly bill, a simple migration on a
  // calendar, then a simple and a complex estate to scale.
  video: {
    format: 'video',
    name: 'A cloud bill and a migration, to scale',
    description:
      'What a 20–40% saving does to a monthly cloud bill, how a simple migration runs week by week, and how it compares with a complex estate.',
    keywords: ['cloud migration', 'cost optimisation', 'AWS', 'Azure'],
    genre: 'Technology',
    scenes: [
      {
        kind: 'bars',
        title: 'A ₹1,00,000 bill, 20–40% lower',
        example: true,
        bars: [
          { label: 'Today, a month', value: 100, display: '₹1,00,000', cue: 'A grey bar stretches nearly across the picture: the monthly bill as it is now.' },
          { label: 'After optimisation', value: 60, upTo: 80, display: '₹60,000–80,000', cue: 'A teal bar below it stops well short, with a dashed end for the range of the saving.' },
        ],
      },
      {
        kind: 'calendar',
        title: 'A simple migration, week by week',
        unit: 'week',
        span: 7,
        tick: 1,
        rows: [
          { label: 'Assess', note: 'Week 1', from: 0, to: 1, cue: 'A short bar fills the first week.' },
          { label: 'Plan', note: 'Week 2', from: 1, to: 2, cue: 'The planning bar follows in week 2.' },
          { label: 'Migrate', note: '2–4 weeks', from: 2, to: 4, upTo: 6, cue: 'Migration runs weeks 3 and 4, dashed on to week 6 for a larger estate.' },
          { label: 'Optimise', note: 'Ongoing', from: 6, to: 7, ongoing: true, cue: 'Optimisation starts after the move and runs off the calendar.' },
        ],
      },
      {
        kind: 'calendar',
        title: 'Simple vs complex estate, to scale',
        unit: 'month',
        span: 6,
        tick: 1,
        rows: [
          { label: 'Simple estate', note: '2–4 weeks', from: 0, to: 0.46, upTo: 0.92, cue: 'On a six-month scale a simple migration is a sliver inside the first month.' },
          { label: 'Complex estate', note: '3–6 months', from: 0, to: 3, upTo: 6, cue: 'A complex estate is firm to month 3 and dashed to month 6, moved in waves.' },
        ],
      },
    ],
  },
} satisfies ServicePageInput;

export default page;

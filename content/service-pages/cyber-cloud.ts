import type { ServicePageInput } from '@/lib/services/schema';

const page = {
  layout: 'cyber-cloud',
  slug: 'cyber-cloud',
  seo: {
    title: 'Cyber Security Services: 24/7 SOC, VAPT & Compliance',
    description:
      '24/7 monitoring, penetration testing and ISO/IEC 27001-aligned compliance. Incident response in 15 minutes, containment in 2–4 hours. From ₹25,000 a month.',
    keywords: [
      'cyber security services Bengaluru',
      'managed SOC India',
      'VAPT penetration testing',
      'ISO 27001 compliance consulting',
      'incident response service',
      'security monitoring 24/7',
    ],
  },
  hero: {
    badge: 'Cyber Security',
    headline: 'Security that answers in 15 minutes, not 15 hours',
    accent: 'in 15 minutes',
    intro:
      'Round-the-clock monitoring, regular penetration testing and controls aligned with ISO/IEC 27001, run by analysts in Bengaluru who know your systems. When something happens, we respond in 15 minutes and contain it in 2–4 hours.',
    primary: {
      kind: 'whatsapp',
      label: 'Get a Security Assessment',
      text: 'Hello Maninfini! I would like a security assessment for my company. Could you share your security plans, pricing, what the assessment covers and how soon it can start?',
    },
    secondary: { kind: 'call', label: 'Report an Incident' },
    stats: [
      { value: '15 min', label: 'incident response' },
      { value: '2–4 h', label: 'to containment' },
      { value: '24/7', label: 'security monitoring' },
      { value: 'ISO 27001', label: 'aligned controls' },
    ],
  },
  features: {
    eyebrow: 'Protection',
    heading: 'Layered protection for every part of your business',
    intro: 'Threats do not come through one door. Our services cover your people, endpoints, applications, cloud and data together.',
    items: [
      { icon: 'radar', title: '24/7 security monitoring', description: 'A managed SOC watching logs, endpoints and cloud activity around the clock, with alerts triaged by people, not just rules.' },
      { icon: 'scan', title: 'Vulnerability assessment and pen testing', description: 'Scheduled scans and manual penetration tests of web apps, APIs, networks and cloud, with fixes ranked by real risk.' },
      { icon: 'alert', title: 'Incident response', description: 'A 15-minute response commitment, containment within 2–4 hours, forensic investigation and a clear post-incident report.' },
      { icon: 'clipboard', title: 'Compliance and audit readiness', description: 'Gap analysis, policies and evidence for ISO/IEC 27001, SOC 2, GDPR and India’s DPDP Act, ready for your auditor.' },
      { icon: 'lock', title: 'Identity and access', description: 'Single sign-on, multi-factor authentication and least-privilege access reviews that close the most common entry point.' },
      { icon: 'users', title: 'Security awareness training', description: 'Phishing simulations and short, practical training that make your staff a line of defence rather than a weakness.' },
    ],
  },
  process: {
    eyebrow: 'Our approach',
    heading: 'Assess, protect, monitor, respond',
    intro: 'A continuous cycle, not a one-off audit: every incident and test result makes the next layer stronger.',
    steps: [
      { title: 'Assess', duration: 'Weeks 1–2', description: 'Asset inventory, vulnerability scans and a risk assessment produce a prioritised remediation plan.' },
      { title: 'Protect', duration: 'Weeks 2–6', description: 'We harden configurations, deploy endpoint protection, enforce MFA and fix the highest risks first.' },
      { title: 'Monitor', duration: '24/7', description: 'Logs from servers, endpoints and cloud flow into our SOC, where analysts watch for threats day and night.' },
      { title: 'Respond', duration: '15 minutes', description: 'Incidents are acknowledged within 15 minutes and contained in 2–4 hours, followed by root-cause fixes.' },
    ],
  },
  testimonials: [
    {
      name: 'Prakash Menon',
      role: 'CTO, fintech lending platform',
      content: 'Maninfini’s team spotted a credential-stuffing attack at 2 a.m., blocked it within minutes and had a full report on my desk by breakfast. That is exactly what we pay for.',
      rating: 5,
    },
    {
      name: 'Shalini Rao',
      role: 'Head of IT, healthcare network',
      content: 'They took us from a failed audit to ISO/IEC 27001 certification readiness in four months, with policies our staff actually follow.',
      rating: 5,
    },
    {
      name: 'Imran Sheikh',
      role: 'Founder, SaaS company',
      content: 'The penetration test found issues two previous vendors missed, and they helped our developers fix every one of them. Enterprise customers now sign off our security questionnaires quickly.',
      rating: 5,
    },
  ],
  pricing: {
    heading: 'Security plans',
    intro: 'Predictable monthly pricing that includes monitoring, testing and response. No surprise bills during an incident.',
    plans: [
      {
        name: 'Essential',
        price: '₹25,000',
        period: 'per month',
        description: 'Core protection for small teams that need monitoring and a plan for when things go wrong.',
        features: ['24/7 monitoring of critical systems', 'Quarterly vulnerability scans', 'Endpoint protection for up to 25 devices', 'Incident response in 15 minutes', 'Monthly security report'],
      },
      {
        name: 'Advanced Protection',
        price: '₹75,000',
        period: 'per month',
        popular: true,
        description: 'Full managed SOC coverage with regular testing and compliance support for growing businesses.',
        features: ['Everything in Essential', 'Managed SOC with SIEM', 'Half-yearly penetration test', 'Endpoint protection for up to 150 devices', 'Compliance support for ISO/IEC 27001', 'Phishing simulations and training'],
      },
      {
        name: 'Enterprise',
        price: 'Custom',
        period: '',
        description: 'Tailored security operations for large or regulated organisations with complex environments.',
        features: ['Everything in Advanced Protection', 'Dedicated security analyst', 'Unlimited devices and cloud accounts', 'Red-team exercises', 'Audit support and board reporting'],
      },
    ],
    note: 'Prices exclude GST. Third-party licences, where needed, are quoted separately.',
  },
  closing: {
    heading: 'Find your gaps before an attacker does',
    text: 'Start with a security assessment. You will receive a prioritised list of risks and a plan to fix them, whichever plan you choose.',
    primary: {
      kind: 'whatsapp',
      label: 'Book an Assessment',
      text: 'Hello Maninfini! Please book a security assessment for us. I would like to understand the features of your security plans, pricing and the timeline.',
    },
    secondary: {
      kind: 'email',
      label: 'Email Security Team',
      subject: 'Cyber security enquiry',
      body: 'Hello Maninfini security team,\n\nWe would like to discuss our security.\n\nCompany size and industry:\nSystems to protect (cloud, servers, apps):\nCompliance goals, if any:\nRecent incidents or concerns:\n\nThank you,',
    },
  },
  faqs: [
    {
      question: 'How fast do you respond to a security incident?',
      answer: 'We acknowledge and start working on an incident within 15 minutes, at any time of day, and aim to contain it within 2–4 hours. A root-cause report follows once the threat is removed.',
    },
    {
      question: 'How much do your security services cost?',
      answer: 'The Essential plan is ₹25,000 a month and Advanced Protection, our most popular plan, is ₹75,000 a month. Enterprise plans are priced to your environment after an assessment.',
    },
    {
      question: 'Can you help us get ISO/IEC 27001 certified?',
      answer: 'Yes. We run the gap analysis, write the policies, implement the controls and prepare the evidence for your certification audit. Our own practices are aligned with the same standard.',
    },
    {
      question: 'What does a penetration test include?',
      answer: 'Manual and automated testing of your web applications, APIs, networks or cloud set-up, a report ranking findings by risk, help fixing them, and a free re-test to confirm the fixes.',
    },
    {
      question: 'Do you work with our existing IT team or provider?',
      answer: 'Yes. We usually complement an in-house team or IT provider by taking on monitoring, testing and response, with clear escalation paths and shared runbooks.',
    },
    {
      question: 'Do you cover the DPDP Act and GDPR?',
      answer: 'Yes. We map where personal data lives, recommend technical and organisational measures, and help you prepare breach-notification procedures that meet India’s DPDP Act and the GDPR.',
    },
  ],
  reviews: [
    {
      author: 'Prakash Menon',
      rating: 5,
      reviewTitle: 'An attack stopped before customers noticed',
      reviewBody: 'Their SOC detected and contained a credential-stuffing attack overnight. We had a clear report and the fixes in place before our customers were ever affected.',
      datePublished: '2024-01-15',
    },
    {
      author: 'Shalini Rao',
      rating: 5,
      reviewTitle: 'Audit-ready in four months',
      reviewBody: 'Maninfini turned a failed audit into a clean ISO/IEC 27001 readiness review, and trained our staff along the way.',
      datePublished: '2024-01-23',
    },
  ],
  howTo: {
    name: 'How to start a cyber security assessment with Maninfini',
    description: 'Four steps to get a clear picture of your security risks and a prioritised plan to reduce them.',
    totalTime: 'PT15M',
    steps: [
      { name: 'List your critical systems', text: 'Note the applications, servers, cloud accounts and data your business cannot operate without.' },
      { name: 'Book the assessment call', text: 'Message or call us to schedule a scoping call with a security consultant.' },
      { name: 'Grant read-only access', text: 'Provide scoped, read-only access so we can scan configurations and vulnerabilities safely.' },
      { name: 'Review the risk report', text: 'Go through the prioritised findings with us and choose the plan that covers your gaps.' },
    ],
    tools: ['List of critical systems', 'Cloud console read-only access', 'Current security policies, if any'],
  },
  // A short drawn video: an incident on a clock to scale, then the devices each plan covers.
  video: {
    format: 'video',
    name: 'An incident, hour by hour',
    description:
      'How long each stage of an incident takes on a clock drawn to scale, from the alert to containment and the report, and how many devices each plan protects.',
    keywords: ['incident response', 'cyber security', 'SOC', 'security plans'],
    genre: 'Technology',
    scenes: [
      {
        kind: 'calendar',
        title: 'From alert to containment',
        unit: 'hour',
        span: 5,
        tick: 1,
        rows: [
          { label: 'Response', note: '15 minutes', from: 0, to: 0.25, cue: 'A thin bar at the very start: an analyst is on the alert within a quarter of an hour.' },
          { label: 'Containment', note: '2–4 hours', from: 0.25, to: 2, upTo: 4, cue: 'The containment bar runs to the 2-hour line and is dashed on to 4 hours at the latest.' },
          { label: 'Report and fixes', note: 'After containment', from: 4, to: 5, ongoing: true, cue: 'A last bar runs off the clock: the investigation, the report and root-cause fixes.' },
        ],
      },
      {
        kind: 'bars',
        title: 'Devices protected, by plan',
        bars: [
          { label: 'Essential · ₹25,000', value: 25, display: '25 devices', cue: 'A short grey bar for the entry plan.' },
          { label: 'Advanced · ₹75,000', value: 150, display: '150 devices', cue: 'The next plan’s bar runs six times as long, nearly across the picture.' },
        ],
      },
    ],
  },
} satisfies ServicePageInput;

export default page;

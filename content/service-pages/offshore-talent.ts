import type { ServicePageInput } from '@/lib/services/schema';

const page = {
  layout: 'common',
  slug: 'offshore-talent',
  seo: {
    title: 'Offshore Developers & Dedicated Teams from India',
    description:
      'Dedicated developers, designers, QA, project managers and DevOps engineers from Bengaluru. A full team in 2–4 weeks; 1–2 developers can start at once.',
    keywords: [
      'offshore development team India',
      'hire dedicated developers',
      'offshore talent Bengaluru',
      'remote software engineers',
      'staff augmentation India',
      'offshore QA and DevOps',
    ],
  },
  hero: {
    badge: 'Offshore Talent',
    headline: 'Your own engineering team in Bengaluru, ready in weeks',
    accent: 'ready in weeks',
    intro:
      'Pre-vetted developers, designers, QA engineers, project managers and DevOps specialists who work your hours, in your tools, as part of your team. We handle hiring, payroll, equipment and retention.',
    primary: {
      kind: 'whatsapp',
      label: 'See Talent Profiles',
      text: 'Hello Maninfini! I am looking to build an offshore team. Could you share talent profiles with their skills and experience, plus your pricing and how quickly they can start?',
    },
    secondary: {
      kind: 'email',
      label: 'Email Your Requirements',
      subject: 'Offshore team requirements',
      body: 'Hello Maninfini team,\n\nWe would like to build an offshore team.\n\nRoles and number of people:\nKey skills and tech stack:\nPreferred working hours and time zone:\nDesired start date:\n\nThank you,',
    },
    stats: [
      { value: '2–4 weeks', label: 'to assemble a full team' },
      { value: '1–2 developers', label: 'can start at once' },
      { value: '50+', label: 'specialists on our team' },
    ],
  },
  highlights: {
    eyebrow: 'Dedicated, not shared',
    heading: 'People who work for your product, not for a ticket queue',
    intro:
      'Each person is dedicated full-time to you, joins your stand-ups and reports to your leads. We stay in the background for the things that make offshore teams fail: hiring, retention, equipment and cover.',
    checklist: [
      'Technical screening designed with your leads',
      'You interview and approve every team member',
      'Four hours or more of overlap with your time zone',
      'Work in your Jira, GitHub, Slack and Teams',
      'Secure, monitored workstations and VPN access',
      'NDA and full IP assignment to your company',
      'Replacement at no cost if someone is not the right fit',
    ],
    why: {
      title: 'Why companies build teams with us',
      tone: 'brand',
      points: [
        'A full team in 2–4 weeks, and 1–2 experienced developers who can start straight away.',
        'Since 2008 we have hired and kept engineers in Bengaluru’s competitive market.',
        'Transparent monthly pricing per person: no placement fees and no hidden mark-ups.',
        'ISO/IEC 27001-aligned security practices protect your code and customer data.',
      ],
    },
  },
  features: {
    eyebrow: 'Roles we provide',
    heading: 'Every role a product team needs',
    intro: 'Hire one specialist or a complete cross-functional squad, and scale it up or down month by month.',
    items: [
      { icon: 'code', title: 'Software developers', description: 'Front-end, back-end, full-stack and mobile engineers in React, Node.js, Python, Java, .NET, Flutter and more.' },
      { icon: 'palette', title: 'UI/UX designers', description: 'Product designers who run research, build design systems and hand over developer-ready Figma files.' },
      { icon: 'scan', title: 'QA and test engineers', description: 'Manual and automation testers with Playwright, Cypress and Appium who make releases boring, in the good sense.' },
      { icon: 'clipboard', title: 'Project managers', description: 'Certified Scrum masters and delivery managers who keep scope, timelines and stakeholders aligned.' },
      { icon: 'server', title: 'DevOps engineers', description: 'CI/CD, containers, infrastructure as code and monitoring on AWS, Azure and Google Cloud.' },
      { icon: 'brain', title: 'Specialists', description: 'Data engineers, machine-learning engineers, security analysts and automation experts for specialised work.' },
    ],
  },
  fourItems: {
    kind: 'process',
    eyebrow: 'How it works',
    heading: 'From requirement to productive team in four steps',
    intro: 'Most clients have their first engineers working within days and the full team in place within a month.',
    items: [
      { icon: 'clipboard', title: 'Define the roles', duration: 'Day 1–2', description: 'We agree skills, seniority, time-zone overlap and budget for each role on a single call.' },
      { icon: 'users', title: 'Review profiles', duration: 'Week 1', description: 'You receive shortlisted, pre-screened profiles and interview the candidates you like.' },
      { icon: 'rocket', title: 'Onboard', duration: 'Weeks 2–4', description: 'Selected people join your tools and rituals, with 1–2 developers able to start immediately.' },
      { icon: 'trending', title: 'Scale and review', duration: 'Monthly', description: 'A monthly review of output and fit; add or release people with one month’s notice.' },
    ],
  },
  closing: {
    heading: 'Tell us who you need',
    text: 'Share the roles and skills you are hiring for. We will send matching profiles and a monthly cost within two working days.',
    primary: {
      kind: 'whatsapp',
      label: 'Request Profiles',
      text: 'Hello Maninfini! Please send me offshore talent profiles with skills and experience for my open roles, with monthly pricing and a start date.',
    },
    secondary: { kind: 'call', label: 'Call Our Team' },
  },
  faqs: [
    {
      question: 'How quickly can my offshore team start?',
      answer: 'One or two experienced developers can usually start at once from our bench. A full team with specific skills is typically assembled in 2–4 weeks.',
    },
    {
      question: 'Do I get to interview the people?',
      answer: 'Yes. We screen candidates against a technical test designed with your leads, and you interview and approve every person before they join.',
    },
    {
      question: 'Which hours will the team work?',
      answer: 'Teams guarantee at least four hours of overlap with your working day. For US and European clients we arrange shifted hours so that stand-ups and reviews happen live.',
    },
    {
      question: 'Who owns the code and intellectual property?',
      answer: 'You do. Every team member signs an NDA and all work product is assigned to your company under the service agreement.',
    },
    {
      question: 'What if a team member is not the right fit?',
      answer: 'Tell us and we will replace them at no extra cost, with a hand-over period so that knowledge is not lost.',
    },
  ],
  reviews: [
    {
      author: 'Thomas Becker',
      rating: 5,
      reviewTitle: 'Our Bengaluru team feels like part of the office',
      reviewBody: 'We started with two developers in the first week and had a team of seven, including QA and DevOps, within a month. They join our stand-ups and ship to the same standards as our in-house engineers.',
      datePublished: '2024-01-14',
    },
    {
      author: 'Sarah Mitchell',
      rating: 5,
      reviewTitle: 'Senior talent without the hiring headache',
      reviewBody: 'Finding senior React engineers locally was taking months. Maninfini sent shortlisted profiles in days, and their retention has been excellent over the past year.',
      datePublished: '2024-01-30',
    },
  ],
  howTo: {
    name: 'How to build an offshore team with Maninfini Automation',
    description: 'Four steps from defining the roles to a working offshore team integrated with your own.',
    totalTime: 'PT18M',
    steps: [
      { name: 'Write down the roles', text: 'List the roles, seniority, key skills and tech stack you need, plus your working hours.' },
      { name: 'Share them with us', text: 'Send the list on WhatsApp or by e-mail and book a short call to confirm budget and start date.' },
      { name: 'Interview the shortlist', text: 'Review the pre-screened profiles we send and interview the candidates you want to meet.' },
      { name: 'Onboard the team', text: 'Give the selected people access to your tools; they join your next stand-up and sprint.' },
    ],
    tools: ['Role descriptions', 'Technical assessment, if you have one', 'Access to your collaboration tools'],
  },
  // A short drawn video: the four steps on one calendar, showing who is at work when.
  video: {
    format: 'video',
    name: 'From first call to a full team',
    description:
      'When each step happens on a week-by-week calendar, from agreeing the roles to the first developers at work and the full team in place.',
    keywords: ['offshore development', 'dedicated team', 'team onboarding', 'Bengaluru engineers'],
    genre: 'Business',
    scenes: [
      {
        kind: 'calendar',
        title: 'From first call to a full team',
        unit: 'week',
        span: 6,
        tick: 1,
        rows: [
          { label: 'Roles and profiles', note: 'Day 1–2, then week 1', from: 0, to: 1, cue: 'A short bar fills week 1: the roles agreed on one call, then profiles and interviews.' },
          { label: 'First developers', note: '1–2 start at once', from: 1, to: 6, ongoing: true, cue: 'From week 2 a bar runs off the calendar: the first developers are already at work.' },
          { label: 'Rest of the team', note: 'Join in weeks 2–4', from: 1, to: 4, cue: 'A bar over weeks 2 to 4: the others join one by one in that window.' },
          { label: 'Scale and review', note: 'Monthly', from: 4, to: 6, ongoing: true, cue: 'With the team complete, a last bar of monthly reviews runs off the calendar.' },
        ],
      },
    ],
  },
} satisfies ServicePageInput;

export default page;

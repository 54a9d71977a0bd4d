import { quantAlgorithmsUrl } from '@/content/site';
import type { ServicePageInput } from '@/lib/services/schema';

const page = {
  layout: 'common',
  slug: 'quantiti',
  seo: {
    title: 'Quantiti AI: Algorithmic Trading, Fraud Detection & ML',
    description:
      'Quantiti, our AI division, builds algorithmic trading, fraud detection, portfolio, price and supply-chain optimisation, computer vision and machine learning.',
    keywords: [
      'algorithmic trading development India',
      'fraud detection machine learning',
      'portfolio optimisation',
      'price optimisation AI',
      'supply chain optimisation',
      'computer vision solutions',
      'machine learning company Bengaluru',
    ],
  },
  hero: {
    badge: 'Quantiti AI Division',
    headline: 'AI and algorithms that earn their keep',
    accent: 'earn their keep',
    intro:
      'Quantiti is our applied-AI and quantitative engineering division. We build trading algorithms, fraud models and optimisation engines that are measured in rupees saved or earned, then run them in production with the monitoring they need.',
    primary: { kind: 'external', label: 'Explore Quant Algorithms', href: quantAlgorithmsUrl },
    secondary: {
      kind: 'whatsapp',
      label: 'Request Case Studies',
      text: 'Hello Maninfini! I am interested in Quantiti AI solutions. Could you share case studies in algorithmic trading, fraud detection and optimisation, and how you price such projects?',
    },
    stats: [
      { value: '10', label: 'AI solution areas, one team' },
      { value: 'Back-tested', label: 'before a rupee is at risk' },
      { value: 'Explainable', label: 'models your auditors accept' },
    ],
  },
  highlights: {
    eyebrow: 'Research to production',
    heading: 'Models are easy to demo. We make them work on Monday morning.',
    intro:
      'Most AI projects stall between a promising notebook and a reliable system. Quantiti teams pair quantitative researchers with production engineers, so the model that wins the back-test is the one that runs, with data pipelines, monitoring and retraining in place.',
    checklist: [
      'Problem framing tied to a measurable business metric',
      'Data audit and feature engineering on your own data',
      'Back-testing and holdout validation before go-live',
      'Explainability reports for risk and compliance teams',
      'Deployment on your cloud or on-premises',
      'Drift monitoring and scheduled retraining',
    ],
    why: {
      title: 'Why choose Quantiti',
      tone: 'night',
      points: [
        'Quantitative researchers and software engineers on one team, from first hypothesis to live system.',
        'Every model is judged against a simple baseline, so you know exactly what the AI adds.',
        'Your data stays in your environment; we work under NDA with ISO/IEC 27001-aligned controls.',
        'Dedicated quant algorithm research and tools, available on our quant algorithms site.',
      ],
    },
  },
  features: {
    eyebrow: 'Core solutions',
    heading: 'Where our models create the most value',
    intro: 'Six solution areas where we have repeatable methods, proven pipelines and measurable results.',
    items: [
      { icon: 'trending', title: 'Algorithmic trading', description: 'Strategy research, back-testing and low-latency execution systems for equities, derivatives and currencies, with risk limits built in.' },
      { icon: 'shield', title: 'Fraud detection', description: 'Real-time scoring of transactions, claims and sign-ups that flags anomalies while keeping false positives low.' },
      { icon: 'wallet', title: 'Portfolio optimisation', description: 'Allocation models that balance return, risk and constraints, with scenario analysis and rebalancing rules.' },
      { icon: 'users', title: 'Personalisation', description: 'Recommendation and next-best-action engines that lift conversion and retention across web, app and WhatsApp.' },
      { icon: 'chart', title: 'Price optimisation', description: 'Demand-aware pricing that responds to competition, seasonality and stock levels, with guardrails you control.' },
      { icon: 'truck', title: 'Supply-chain optimisation', description: 'Demand forecasting, inventory positioning and route planning that cut stock-outs and carrying costs together.' },
    ],
  },
  fourItems: {
    kind: 'applications',
    eyebrow: 'Specialised applications',
    heading: 'Deep expertise for demanding problems',
    intro: 'Beyond the core solutions, our researchers take on specialised work where off-the-shelf tools fall short.',
    items: [
      { icon: 'clipboard', title: 'Insurance underwriting', description: 'Risk models that speed up underwriting decisions and price policies more accurately, with reasons attached to every score.' },
      { icon: 'eye', title: 'Computer vision', description: 'Defect detection, document reading, shelf monitoring and safety compliance from images and video streams.' },
      { icon: 'flask', title: 'Scientific computing', description: 'Simulation, numerical optimisation and high-performance computing for research and engineering teams.' },
      { icon: 'brain', title: 'Machine learning', description: 'Custom models for classification, forecasting and language tasks, trained on your data and deployed as APIs.' },
    ],
  },
  // The division's school platform (admin, school, parent and supplier modules with role-based
  // access) is sold by the year, by the number of students.
  pricing: {
    heading: 'Quantiti for schools: yearly plans',
    intro: 'Our school management platform, with admin, school, parent and supplier modules and role-based access, is priced per year by the number of students.',
    plans: [
      {
        name: 'Up to 500 students',
        price: '₹50,000',
        period: 'per year',
        description: 'For a single school starting with online uniform and supplies orders.',
        features: ['Admin, school, parent and supplier modules', 'Role-based access for staff and parents', 'Set-up and data import', 'E-mail and WhatsApp support'],
      },
      {
        name: 'Up to 1,500 students',
        price: '₹1,00,000',
        period: 'per year',
        popular: true,
        description: 'For larger schools and small groups that want every module in daily use.',
        features: ['Everything for up to 500 students', 'Several campuses under one admin', 'Order and stock reports', 'Priority support'],
      },
      {
        name: 'Up to 5,000 students',
        price: '₹2,00,000',
        period: 'per year',
        description: 'For school groups with several campuses and suppliers.',
        features: ['Everything for up to 1,500 students', 'Several suppliers per campus', 'Custom reports for management', 'Dedicated account manager'],
      },
      {
        name: 'Unlimited students',
        price: 'Custom',
        period: '',
        description: 'For education networks and boards with their own integrations.',
        features: ['Unlimited students and campuses', 'Integrations with your ERP or fee system', 'Custom service levels'],
      },
    ],
    note: 'Prices exclude GST. Machine-learning and trading projects are quoted after a feasibility study.',
  },
  closing: {
    heading: 'Put your data to work',
    text: 'Explore our quant algorithms and research, or ask for case studies that match your industry and problem.',
    primary: { kind: 'external', label: 'Visit Quant Algorithms', href: quantAlgorithmsUrl },
    secondary: {
      kind: 'whatsapp',
      label: 'Discuss Your Use Case',
      text: 'Hello Maninfini! I would like to discuss an AI project with the Quantiti team. Please share relevant case studies in trading, fraud detection or optimisation, and the typical timeline.',
    },
  },
  faqs: [
    {
      question: 'What kinds of AI projects does Quantiti take on?',
      answer: 'Algorithmic trading, fraud detection, portfolio, price and supply-chain optimisation, personalisation, insurance underwriting, computer vision, scientific computing and custom machine learning.',
    },
    {
      question: 'How much data do we need to start?',
      answer: 'It depends on the problem. Fraud and forecasting models usually need at least a year of history; computer vision can start with a few thousand labelled images. The data audit in week one gives you a clear answer.',
    },
    {
      question: 'How do you prove a model works before it goes live?',
      answer: 'We agree a business metric and a simple baseline, then test the model on data it has never seen: back-tests for trading, holdout periods for forecasts and shadow runs for fraud scoring.',
    },
    {
      question: 'Can our risk and compliance teams understand the models?',
      answer: 'Yes. Each model comes with an explainability report showing which factors drive its decisions, and individual scores carry reasons that can be shared with auditors.',
    },
    {
      question: 'Where do the models run?',
      answer: 'On your cloud account or your own servers. We set up the pipelines, monitoring and retraining schedule, and can operate them for you under a support agreement.',
    },
  ],
  reviews: [
    {
      author: 'Rajesh Kulkarni',
      rating: 5,
      reviewTitle: 'A trading system we trust with real capital',
      reviewBody: 'Quantiti took our strategy from spreadsheets to a fully back-tested, automated execution system with hard risk limits. The monitoring alone has saved us from two bad days.',
      datePublished: '2024-01-13',
    },
    {
      author: 'Lakshmi Narayanan',
      rating: 5,
      reviewTitle: 'Fraud caught earlier, fewer honest customers blocked',
      reviewBody: 'Their fraud model flags suspicious claims in real time and explains why. Our investigators now spend their time on the right cases.',
      datePublished: '2024-01-26',
    },
  ],
  howTo: {
    name: 'How to start an AI project with Quantiti',
    description: 'Four steps to frame an AI or algorithmic problem so that it can be scoped, tested and priced.',
    totalTime: 'PT20M',
    steps: [
      { name: 'Pick one decision to improve', text: 'Choose a decision made often, such as approving a claim or setting a price, where better accuracy is worth money.' },
      { name: 'Define the success metric', text: 'Agree how improvement will be measured: rupees saved, fraud caught, forecast error or return per unit of risk.' },
      { name: 'Share a data sample', text: 'Provide an anonymised extract of the historical data behind that decision for our data audit.' },
      { name: 'Review the feasibility report', text: 'Receive a report with the baseline, the expected lift, the plan and a fixed price for the first phase.' },
    ],
    tools: ['Anonymised historical data', 'A named business owner for the metric', 'Access to a secure data room'],
  },
  // A still, not a video: the cycle a model goes through is one picture, and the results a
  // video would have to show belong to clients' case studies, which the page offers on request.
  video: {
    format: 'still',
    name: 'From notebook to production',
    description:
      'The cycle every model goes through with us, from the business metric it must move to monitoring in production and retraining when the data drifts.',
    scene: {
      kind: 'loop',
      title: 'From notebook to production',
      again: 'Retrain when it drifts',
      stages: [
        { label: 'Frame the metric', cue: 'At the top of the ring, the business metric the model must move.' },
        { label: 'Audit the data', cue: 'Clockwise, an audit of your own data.' },
        { label: 'Back-test', cue: 'Then back-testing and holdout validation.' },
        { label: 'Explain', cue: 'Then an explainability report for risk teams.' },
        { label: 'Deploy', cue: 'Then deployment on your cloud or on-premises.' },
        { label: 'Watch for drift', cue: 'Last, drift monitoring, which sends the model round again to retraining.' },
      ],
    },
  },
} satisfies ServicePageInput;

export default page;

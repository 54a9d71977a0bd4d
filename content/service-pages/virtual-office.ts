import type { ServicePageInput } from '@/lib/services/schema';

const page = {
  layout: 'common',
  slug: 'virtual-office',
  seo: {
    title: 'Virtual Office in Bengaluru from ₹3,000 a Month',
    description:
      'A professional Bengaluru business address with call handling, mail management, meeting rooms and admin support. Plans from ₹3,000 to ₹15,000 a month.',
    keywords: [
      'virtual office Bengaluru',
      'virtual office for GST registration',
      'business address Bangalore',
      'call answering service India',
      'mail handling service',
      'meeting room on demand',
    ],
  },
  hero: {
    badge: 'Virtual Office Services',
    headline: 'A professional Bengaluru office, without the rent',
    accent: 'without the rent',
    intro:
      'A prestigious business address, a receptionist who answers in your company’s name, your post scanned the day it arrives and meeting rooms when you need them. Everything a front office does, from ₹3,000 a month.',
    primary: {
      kind: 'whatsapp',
      label: 'Check Locations & Pricing',
      text: 'Hello Maninfini! I am interested in a virtual office. Could you tell me the available locations, the amenities included and the pricing for each plan?',
    },
    secondary: { kind: 'call', label: 'Call Us Now' },
    stats: [
      { value: '₹3,000', label: 'a month to start' },
      { value: '4 plans', label: 'from address-only to full admin' },
      { value: 'Same day', label: 'mail scanning' },
    ],
  },
  highlights: {
    eyebrow: 'Your front office, handled',
    heading: 'Everything a front office does, without the overheads',
    intro:
      'Founders, consultants and companies entering Karnataka use our virtual offices to look established from day one, meet registration requirements and keep their home address private.',
    checklist: [
      'Registered business address for GST and company filings',
      'Calls answered in your company name',
      'Mail and courier received, scanned and forwarded',
      'Meeting rooms and day offices by the hour',
      'Admin support for bookings, data entry and follow-ups',
      'Addresses in more than one city as you expand',
    ],
    why: {
      title: 'Why choose a Maninfini virtual office',
      tone: 'night',
      points: [
        'Documentation for GST and company registration prepared correctly the first time.',
        'A real team answers your calls during office hours and messages you a summary immediately.',
        'Clear monthly plans from ₹3,000 to ₹15,000, with no lock-in beyond the current month.',
        'Combine it with our WhatsApp, web and automation services as your business grows.',
      ],
    },
  },
  features: {
    eyebrow: 'What is included',
    heading: 'Six services behind one address',
    intro: 'Choose the plan that fits today, then add services as your business grows.',
    items: [
      { icon: 'building', title: 'Business address', description: 'A professional commercial address for your website, visiting cards, invoices and registration documents.' },
      { icon: 'phone', title: 'Call handling', description: 'A dedicated local number answered in your company name, with calls forwarded or summarised on WhatsApp.' },
      { icon: 'mail', title: 'Mail management', description: 'Letters and couriers are received, logged and scanned the same day, then held for pickup or forwarded.' },
      { icon: 'calendar', title: 'Meeting rooms', description: 'Furnished meeting rooms and day offices with Wi-Fi and presentation screens, bookable by the hour.' },
      { icon: 'briefcase', title: 'Admin support', description: 'Help with appointment scheduling, data entry, document handling and routine follow-ups.' },
      { icon: 'map', title: 'Multiple locations', description: 'Start in Bengaluru and add addresses in other cities through our partner business centres.' },
    ],
  },
  fourItems: {
    kind: 'benefits',
    eyebrow: 'Benefits',
    heading: 'Why a virtual office makes sense',
    intro: 'You get the credibility and services of a staffed office while paying only for what you use.',
    items: [
      { icon: 'wallet', title: 'Lower fixed costs', description: 'No deposit, fit-out or long lease: a fraction of the cost of renting and staffing a physical office.' },
      { icon: 'shield', title: 'Privacy', description: 'Keep your home address off public registers, invoices and your website.' },
      { icon: 'check', title: 'Compliance ready', description: 'An address backed by the documents you need for GST registration and statutory filings.' },
      { icon: 'trending', title: 'Room to grow', description: 'Upgrade your plan, add meeting hours or open in a new city without moving anything.' },
    ],
  },
  pricing: {
    heading: 'Virtual office plans',
    intro: 'Monthly plans with no long-term commitment. Upgrade or cancel with one month’s notice.',
    plans: [
      {
        name: 'Address',
        price: '₹3,000',
        period: 'per month',
        description: 'A professional address for your business and its correspondence.',
        features: ['Commercial business address', 'Mail received and logged', 'Scan-on-request for letters', 'Use on website and cards'],
      },
      {
        name: 'Address + Calls',
        price: '₹5,000',
        period: 'per month',
        description: 'Add a dedicated number with calls answered in your company name.',
        features: ['Everything in Address', 'Dedicated local phone number', 'Call answering in office hours', 'Call summaries on WhatsApp'],
      },
      {
        name: 'Business',
        price: '₹8,000',
        period: 'per month',
        popular: true,
        description: 'For companies that need registration support and room to meet clients.',
        features: ['Everything in Address + Calls', 'GST registration documentation', 'Same-day scanning of all mail', '4 meeting-room hours a month'],
      },
      {
        name: 'Executive',
        price: '₹15,000',
        period: 'per month',
        description: 'A full front office with admin help and more than one location.',
        features: ['Everything in Business', 'Admin support, 10 hours a month', '10 meeting-room hours a month', 'Second city address'],
      },
    ],
    note: 'Prices exclude GST. Extra meeting-room hours and courier forwarding are billed at cost.',
  },
  closing: {
    heading: 'Set up your business address this week',
    text: 'Tell us the city and plan you want. We will send the agreement and the documents you need, and your address can be in use within days.',
    primary: {
      kind: 'whatsapp',
      label: 'Get Started',
      text: 'Hello Maninfini! I would like to set up a virtual office. Please share the locations, amenities and pricing, and the documents I need to get started.',
    },
    secondary: { kind: 'contact', label: 'Send an Enquiry' },
  },
  faqs: [
    {
      question: 'How much does a virtual office cost?',
      answer: 'Plans are ₹3,000, ₹5,000, ₹8,000 and ₹15,000 a month, from an address only to a full front office with admin support. Prices exclude GST.',
    },
    {
      question: 'Can I use the address for GST and company registration?',
      answer: 'Yes. On the Business and Executive plans we provide the no-objection certificate, the rental agreement and a utility bill copy that registration authorities ask for.',
    },
    {
      question: 'How does call handling work?',
      answer: 'You receive a dedicated local number. During office hours our team answers in your company’s name, then forwards the call to you or sends a summary on WhatsApp.',
    },
    {
      question: 'What happens to my mail?',
      answer: 'Every letter and courier is logged when it arrives. Depending on your plan, it is scanned and e-mailed to you, held for collection or forwarded to an address you choose.',
    },
    {
      question: 'Can I book meeting rooms?',
      answer: 'Yes. The Business and Executive plans include meeting-room hours each month, and any client can book additional hours or a day office when needed.',
    },
  ],
  reviews: [
    {
      author: 'Neha Bansal',
      rating: 5,
      reviewTitle: 'GST registration sorted in one go',
      reviewBody: 'As a Delhi company entering Karnataka we needed a Bengaluru address quickly. Maninfini had the documents ready in two days and our registration went through without a query.',
      datePublished: '2024-01-10',
    },
    {
      author: 'Arvind Subramanian',
      rating: 5,
      reviewTitle: 'Clients think we have a full reception',
      reviewBody: 'Calls are answered politely in our name and I get a WhatsApp summary within minutes. For a four-person consultancy it makes us look, and work, much bigger.',
      datePublished: '2024-01-29',
    },
  ],
  howTo: {
    name: 'How to set up a virtual office with Maninfini Automation',
    description: 'Four steps to choose a plan, complete the paperwork and start using your new business address.',
    totalTime: 'PT12M',
    steps: [
      { name: 'Choose a location and plan', text: 'Decide which city you need and pick the plan that covers your address, calls and meeting needs.' },
      { name: 'Share your KYC documents', text: 'Send the identity and address proof of a director or proprietor, and your company documents if registered.' },
      { name: 'Sign the agreement', text: 'Review and e-sign the service agreement; registration documents follow for the plans that include them.' },
      { name: 'Start using your address', text: 'Update your website, invoices and cards, and set up call forwarding and mail preferences with our team.' },
    ],
    tools: ['Director or proprietor KYC', 'Company incorporation certificate', 'Preferred forwarding phone number'],
  },
  // A short drawn video: what a virtual office sends to your phone through a day, each update
  // beside the plan that includes it. The day, the caller and the letter are an example.
  video: {
    format: 'video',
    name: 'A day at your front desk',
    description:
      'The updates a virtual office sends to your phone through one day (a call summary, a scanned letter, a room booking) and the plan that includes each.',
    keywords: ['virtual office', 'call handling', 'mail scanning', 'meeting rooms'],
    genre: 'Business',
    scenes: [
      {
        kind: 'notifications',
        title: 'Your front desk’s day',
        app: 'Front desk',
        steps: [
          {
            time: '10:05',
            from: 'Call answered',
            text: 'Mr Rao wants a quote; call after 3.',
            note: 'Address + Calls, ₹5,000: your calls answered.',
            cue: 'A first card slides onto the phone: a call summary, minutes after the call.',
          },
          {
            time: '11:40',
            from: 'Mail scanned',
            text: 'GST office letter, 2 pages. Scan attached.',
            note: 'Business, ₹8,000: mail scanned the same day.',
            cue: 'A second card stacks above it: a letter, scanned the morning it arrived.',
          },
          {
            time: '14:15',
            from: 'Room booked',
            text: 'Thursday 11:00–12:00, for you and 3 guests.',
            note: 'Business includes 4 meeting-room hours a month.',
            cue: 'A third card confirms a room booking; the phone now shows the day’s three updates.',
          },
        ],
      },
    ],
  },
} satisfies ServicePageInput;

export default page;

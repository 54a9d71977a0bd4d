import type { ServicePageInput } from '@/lib/services/schema';

const page = {
  layout: 'common',
  slug: 'whatsapp-communications',
  seo: {
    title: 'WhatsApp Business API, Chatbots & IVR Solutions',
    description:
      'Official WhatsApp Business API set-up, AI chatbots, bulk campaigns, IVR and CRM integration from Bengaluru. Reach customers on the app they already use.',
    keywords: [
      'WhatsApp Business API provider India',
      'WhatsApp chatbot',
      'bulk WhatsApp messaging',
      'IVR solutions Bengaluru',
      'WhatsApp CRM integration',
      'customer communication automation',
    ],
  },
  hero: {
    badge: 'WhatsApp & Communications',
    headline: 'Answer every customer on the app they open first',
    accent: 'the app they open first',
    intro:
      'Official WhatsApp Business API, chatbots that resolve routine questions, opt-in campaigns, IVR and a shared inbox connected to your CRM. Your customers stop waiting and your team stops copy-pasting.',
    primary: {
      kind: 'whatsapp',
      label: 'See a Chatbot Demo',
      text: 'Hello Maninfini! I would like a demo of your WhatsApp chatbot and messaging solutions. Could you show me how it would work for my business?',
    },
    secondary: {
      kind: 'whatsapp',
      label: 'Get Pricing',
      text: 'Hello Maninfini! Could you share pricing for the WhatsApp Business API, the features included and how long set-up and approval take?',
    },
    stats: [
      { value: 'Official', label: 'WhatsApp Business API' },
      { value: '24/7', label: 'automated replies' },
      { value: '1 inbox', label: 'for your whole team' },
    ],
  },
  highlights: {
    eyebrow: 'One conversation, every channel',
    heading: 'Turn WhatsApp from a personal phone into a business system',
    intro:
      'When sales and support run from one person’s phone, messages get lost and nobody can see the history. We move you to the official API with a verified profile, shared inbox, automation and reports.',
    checklist: [
      'Business verification and green-tick application support',
      'Message templates drafted and submitted for approval',
      'Chatbots in English, Hindi, Kannada and more',
      'Shared team inbox with assignment and notes',
      'Opt-in management that follows WhatsApp policy',
      'IVR menus and call routing for voice enquiries',
      'Two-way sync with Zoho, HubSpot, Salesforce or your CRM',
    ],
    why: {
      title: 'Why choose Maninfini for WhatsApp',
      tone: 'accent',
      points: [
        'We design conversations, not just connect APIs: flows are written with your sales and support teams.',
        'Automation hands over to a human the moment a customer asks, with the full chat history attached.',
        'Campaigns are sent only to opted-in contacts, protecting your number’s quality rating.',
        'Every conversation can be logged to your CRM, so nobody asks the customer the same question twice.',
      ],
    },
  },
  features: {
    eyebrow: 'Capabilities',
    heading: 'Everything you need to sell and support on WhatsApp',
    intro: 'Start with the Business API and an inbox, then add automation as your volumes grow.',
    items: [
      { icon: 'message', title: 'WhatsApp Business API', description: 'A verified business profile on the official API, with your number, display name and approved templates.' },
      { icon: 'bot', title: 'AI chatbots', description: 'Answer FAQs, qualify leads, book appointments and track orders automatically, in your customers’ language.' },
      { icon: 'send', title: 'Bulk messaging and campaigns', description: 'Send offers, reminders and updates to segmented, opted-in lists, and see delivery, read and reply rates.' },
      { icon: 'phone', title: 'IVR and call routing', description: 'A professional voice menu that routes callers to the right team and sends a WhatsApp follow-up after the call.' },
      { icon: 'database', title: 'CRM integration', description: 'Contacts, chats and deals sync both ways with your CRM, so every conversation becomes a record.' },
      { icon: 'chart', title: 'Reports and analytics', description: 'Response times, resolution rates, campaign performance and agent workload on one dashboard.' },
    ],
  },
  fourItems: {
    kind: 'use-cases',
    eyebrow: 'Use cases',
    heading: 'What our clients automate first',
    intro: 'The quickest wins are the conversations your team repeats dozens of times a day.',
    items: [
      { icon: 'cart', title: 'Order updates', description: 'Confirmation, dispatch, delivery and COD verification messages sent automatically from your store or ERP.' },
      { icon: 'calendar', title: 'Appointment booking', description: 'Clinics, salons and service centres let customers book, reschedule and receive reminders in the chat.' },
      { icon: 'trending', title: 'Lead qualification', description: 'A chatbot asks the right questions, scores the lead and passes hot prospects to a salesperson instantly.' },
      { icon: 'headset', title: 'Customer support', description: 'Routine questions are answered at once; complex issues reach an agent with the conversation already in view.' },
    ],
  },
  closing: {
    heading: 'Ready to talk to customers where they are?',
    text: 'We will map your most common conversations, show you a working chatbot and give you a clear plan to go live on the official API.',
    primary: {
      kind: 'whatsapp',
      label: 'Book a Messaging Demo',
      text: 'Hello Maninfini! Please book me a demo of your WhatsApp chatbot, bulk messaging and shared inbox. I would also like to know pricing and the set-up timeline.',
    },
    secondary: {
      kind: 'email',
      label: 'Email Our Team',
      subject: 'WhatsApp Business API enquiry',
      body: 'Hello Maninfini team,\n\nWe would like to use WhatsApp for our business.\n\nWhat we want to automate:\nApproximate messages per month:\nCRM we use:\nPreferred time for a demo:\n\nThank you,',
    },
  },
  faqs: [
    {
      question: 'What is the difference between WhatsApp Business and the Business API?',
      answer: 'The free Business app runs on one phone for one person. The Business API lets your whole team work from a shared inbox, connect chatbots and your CRM, and send approved messages at scale.',
    },
    {
      question: 'How long does it take to get the WhatsApp Business API running?',
      answer: 'Set-up usually takes a few working days once Meta verifies your business. We prepare the documents, submit your message templates and configure the inbox while verification is in progress.',
    },
    {
      question: 'Can I send bulk messages without getting my number blocked?',
      answer: 'Yes, if you follow WhatsApp’s rules. We send only to contacts who have opted in, use approved templates and watch your quality rating so campaigns do not put the number at risk.',
    },
    {
      question: 'Will a chatbot replace my support team?',
      answer: 'No. It takes care of repetitive questions so your team can focus on the conversations that need a person. Customers can reach a human at any time, and the agent sees the whole chat.',
    },
    {
      question: 'Which CRMs can you integrate with?',
      answer: 'Zoho, HubSpot and Salesforce are the most common, along with custom CRMs and ERPs through their APIs. Contacts, conversations and deal stages stay in sync both ways.',
    },
  ],
  reviews: [
    {
      author: 'Dr. Aparna Hegde',
      rating: 5,
      reviewTitle: 'Missed appointments dropped sharply',
      reviewBody: 'Our three clinics now confirm and remind patients on WhatsApp automatically. The front desk spends its time with patients instead of on the phone.',
      datePublished: '2024-01-08',
    },
    {
      author: 'Vikram Joshi',
      rating: 5,
      reviewTitle: 'Leads answered in seconds, not hours',
      reviewBody: 'The chatbot qualifies enquiries from our ads at any hour and sends the serious ones straight to our sales team with notes in Zoho. Follow-ups no longer slip through.',
      datePublished: '2024-01-25',
    },
  ],
  howTo: {
    name: 'How to get started with the WhatsApp Business API',
    description: 'Four steps to move your customer conversations to the official WhatsApp Business API with Maninfini.',
    totalTime: 'PT10M',
    steps: [
      { name: 'Pick your number', text: 'Choose a phone number for the business profile that is not already registered on the WhatsApp app.' },
      { name: 'Gather business documents', text: 'Keep your GST certificate or incorporation document and website address ready for Meta verification.' },
      { name: 'List your top conversations', text: 'Write down the ten questions customers ask most often; these become your first chatbot flows.' },
      { name: 'Book the set-up call', text: 'Message us on WhatsApp to schedule the set-up call, where we create your account and templates together.' },
    ],
    tools: ['A dedicated phone number', 'Business registration documents', 'Facebook Business Manager access'],
  },
  // A short drawn video: one lead, from a late-night question to a salesperson, as the
  // customer sees it on WhatsApp. The business and the conversation are an example.
  video: {
    format: 'video',
    name: 'A lead, qualified on WhatsApp',
    description:
      'A sample conversation in which the chatbot answers a late-night enquiry, asks the questions a salesperson would and hands the lead to a person in the same chat.',
    keywords: ['WhatsApp chatbot', 'lead qualification', 'WhatsApp Business API', 'CRM integration'],
    genre: 'Technology',
    scenes: [
      {
        kind: 'chat',
        title: 'A late-night lead',
        business: 'Nestwell Interiors',
        status: 'Business account',
        agent: 'Priya · Sales',
        steps: [
          {
            messages: [{ from: 'customer', text: 'Hi! Saw your ad. What does a modular kitchen cost?' }],
            note: 'A lead writes at 11 pm.',
            cue: 'A question about a kitchen arrives in the business’s WhatsApp chat late at night.',
          },
          {
            messages: [{ from: 'bot', text: 'Happy to help! Which city, and roughly what size?' }],
            note: 'The chatbot answers at once, and asks what sales would ask.',
            cue: 'A reply appears under it straight away, with a question back.',
          },
          {
            messages: [
              { from: 'customer', text: 'Bengaluru. About 10 by 8 feet.' },
              { from: 'bot', text: 'And when would you like it fitted?' },
              { from: 'customer', text: 'Within two months.' },
            ],
            note: 'Its answers score the lead.',
            cue: 'Two more answers fill the chat; nobody from the business has joined yet.',
          },
          {
            messages: [{ from: 'bot', text: 'Thanks! Priya from our design team will take it from here.' }],
            note: 'A hot lead goes straight to a person.',
            cue: 'The bot says a named salesperson is taking over.',
          },
          {
            messages: [
              { from: 'agent', text: 'Hi, I’m Priya. I have your details. Can I visit on Saturday?' },
              { from: 'customer', text: 'Saturday works!' },
            ],
            note: 'The chat is logged to your CRM.',
            cue: 'She joins the same chat, picks up where the bot stopped and books a visit.',
          },
        ],
      },
    ],
  },
} satisfies ServicePageInput;

export default page;

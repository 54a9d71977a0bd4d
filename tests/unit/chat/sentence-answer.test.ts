/** @jest-environment node */
// The offline answer step: the sentence that carries the answer, the kind of fact asked for, a
// service's page before an article for "do you…", an honest refusal for what no page names, and a
// badge that describes the reply given.
import { cannedReplies } from '@/content/chat';
import { classifyByKeywords } from '@/lib/chat/intents';
import { createOfflineProvider } from '@/lib/chat/offline';
import { passageQuestion } from '@/lib/chat/passage-question';
import { retrievePassages, type SiteIndex } from '@/lib/search/retrieve';
import { answerFromSentences, rankSentences } from '@/lib/chat/sentence-answer';
import { faqMatch, wordPairs } from '@/lib/search/passages/word-pairs';
import { memoryIndex, type TestPage } from '@/tests/helpers/memory-index';

const pages: TestPage[] = [
  {
    url: '/services/whatsapp-communications/',
    title: 'WhatsApp & Communications',
    type: 'service',
    tags: ['WhatsApp Business API', 'IVR & CRM integration'],
    sections: [
      { heading: 'Answer every customer on the app they open first', level: 1, text: 'Official WhatsApp Business API, chatbots and campaigns.' },
      { heading: 'Bulk messaging and campaigns', level: 3, anchor: 'features-heading', text: 'Send offers, reminders and updates to segmented, opted-in lists, and see delivery, read and reply rates.' },
      { heading: 'IVR and call routing', level: 3, anchor: 'features-heading', text: 'An IVR menu answers every call, routes it to the right desk and logs it to your CRM.' },
      { heading: 'How to get started with the WhatsApp Business API', level: 2, anchor: 'start-heading', text: 'Keep your GST certificate or incorporation document ready for Meta verification.' },
      {
        heading: 'Frequently asked questions',
        level: 2,
        anchor: 'faq-heading',
        text:
          'How long does it take to get the WhatsApp Business API running?\nSet-up usually takes a few working days once Meta verifies your business. We prepare the documents while verification is in progress.\n' +
          'Which CRMs can you integrate with?\nZoho, HubSpot and Salesforce are the most common.',
      },
    ],
  },
  {
    url: '/services/cyber-cloud/',
    title: 'Cyber Security',
    type: 'service',
    tags: ['Incident response in 15 minutes'],
    sections: [
      { heading: 'Security that answers fast', level: 1, text: 'Round-the-clock monitoring by analysts in Bengaluru who know your systems and your business.' },
      { heading: 'Incident response', level: 3, anchor: 'features-heading', text: 'Our analysts work with your team through every incident. A 15-minute response commitment, containment within 2–4 hours.' },
      { heading: 'Essential', level: 3, anchor: 'pricing-heading', text: 'Core protection for small teams.\n₹25,000 per month\n24/7 monitoring of critical systems' },
    ],
  },
  {
    url: '/blog/voice-bots/',
    title: 'Voice bots for Indian businesses',
    type: 'blog',
    tags: ['IVR', 'Voice AI'],
    date: '2024-05-01',
    sections: [{ heading: 'Beyond the IVR menu', level: 2, anchor: 'beyond-ivr', text: 'An IVR menu frustrates callers; a voice bot lets them say what they need. Voice bots replace the IVR menu in many call centres.' }],
  },
  {
    url: '/privacy-policy/',
    title: 'Privacy Policy',
    sections: [
      {
        heading: '2. Information you give us',
        level: 2,
        anchor: 'section-2',
        text: 'Contact form. The form checks your details in your browser and opens WhatsApp.\nChat assistant. Manu answers from a copy of this website. Where a model composes a reply, your question is sent to the model provider.',
      },
    ],
  },
  {
    url: '/contact/',
    title: 'Contact',
    sections: [
      { heading: 'Visit our office', level: 3, anchor: 'contact', text: '2nd Floor, Tech Park Road, Bengaluru, Karnataka 560009, India' },
      { heading: 'Business hours', level: 3, anchor: 'contact', text: 'Mon – Sat: 9:00 AM – 7:00 PM\nSunday: emergency support only' },
    ],
  },
];

/** Retrieval as the assistant asks for it: its reading of the question, then the passages. */
const retrieve = (index: SiteIndex, question: string) => retrievePassages(index, passageQuestion(question));
const { index } = memoryIndex(pages);
const offline = createOfflineProvider();
const answer = async (question: string) => answerFromSentences(question, await retrieve(index, question));
const reply = async (message: string, from: SiteIndex = index) => {
  const retrieval = await retrieve(from, message);
  return offline.reply({ message, history: [], preferences: {}, passages: retrieval.passages, retrieval, intent: classifyByKeywords(message) });
};

describe('the answer step', () => {
  it('answers "how long" with the sentence stating a duration, not the first sentence of its passage', async () => {
    const { answer: found } = await answer('How quickly can you contain a security incident?');
    expect(found?.text).toContain('containment within 2–4 hours');
    expect(found?.passage.url).toBe('/services/cyber-cloud/#features-heading');
  });

  it('answers a FAQ worded like the question with its answer, however the question is phrased', async () => {
    const { answer: found } = await answer('how long to setup whatsapp business api');
    expect(found?.text).toContain('a few working days');
    expect(faqMatch('Which files will I receive?', wordPairs('Which files will I receive for my logo?'))).toBe(1);
    expect(faqMatch('How long does logo design take?', wordPairs('Which files will I receive for my logo?'))).toBe(0);
  });

  it('does not answer with a FAQ that asks for another kind of figure, however many words it shares', async () => {
    const { answer: found } = await answer('documents needed for whatsapp api verification');
    expect(found?.text).toContain('GST certificate');
  });

  it('reads a paragraph\'s short lead-in ("Chat assistant.") as the label of the sentences after it', async () => {
    const question = 'is my chat question sent to anyone';
    const ranked = rankSentences(question, await retrieve(index, question));
    const sentence = ranked && ranked !== 'unnamed' ? ranked.sentences.find((s) => s.text.includes('model provider')) : undefined;
    expect(sentence?.label).toBe('Chat assistant.');
    expect((await answer(question)).answer?.text).toContain('model provider');
  });

  it('answers a short "do you" question about an acronym with the sentence naming it, on the service page before an article', async () => {
    const { answer: found } = await answer('do you offer IVR?');
    expect(found?.text).toContain('An IVR menu answers every call');
    expect(found?.passage.page).toBe('/services/whatsapp-communications/');
  });

  it('puts right a slip that swaps two letters', async () => {
    const { answer: found } = await answer('how fast is incdient response');
    expect(found?.text).toContain('15-minute');
  });

  it('says "I couldn\'t find that" with no source for a question about something no page names', async () => {
    for (const question of ['Do you have an office in Pune?', 'Can you integrate with Pipedrive?', 'Do you offer Telegram chatbots?', 'do you have an office in Italy']) {
      const verdict = await answer(question);
      expect({ question, answer: verdict.answer, unnamed: verdict.unnamed }).toEqual({ question, answer: null, unnamed: true });
      const given = await reply(question);
      expect(given.text).toBe(cannedReplies.out_of_scope);
      expect(given.sources).toEqual([]);
      expect(given.intent?.intent).toBe('out_of_scope');
    }
  });

  it('keeps words that describe out of that test: an adjective no page uses names nothing the site lacks', async () => {
    const verdict = await answer('is a suitable IVR menu possible on the WhatsApp Business API');
    expect(verdict.unnamed).toBeFalsy();
    expect(verdict.answer?.passage.url).toMatch(/^\/services\/whatsapp-communications\//);
  });

  it('keeps words that describe the visitor out of that test: "for my bakery" is context, not the subject', async () => {
    const { answer: found } = await answer('How much is Essential protection for my bakery?');
    expect(found?.text).toContain('₹25,000');
  });

  it('shows a badge for the reply given: a contact answer is a contact intent with the confidence of its passage', async () => {
    const given = await reply('where is your office');
    expect(given.text).toContain('Tech Park Road');
    expect(given.sources[0]?.url).toBe('/contact/#contact');
    expect(given.intent?.intent).toBe('ask_contact');
    expect(given.intent!.confidence).toBeGreaterThan(0.5);
    const price = await reply('What does the Essential protection cost?');
    expect(price.intent?.intent).toBe('ask_pricing');
  });

  it('shows no intent badge for an answer from a page that is the subject of none of the intents, whatever the question\'s words', async () => {
    const question = 'does the chat assistant send my question to an ai model provider';
    const given = await reply(question);
    expect(given.sources[0]?.url).toMatch(/^\/privacy-policy\//);
    // The question's own words would have made it an automation intent ("ai").
    expect(classifyByKeywords(question).intent).toBe('ask_automation');
    expect(given.intent).toBeNull();
    // Its buttons are those of any answer: ask on WhatsApp, or contact the team.
    expect(given.buttons.map((b) => b.payload)).toEqual(['whatsapp_general', 'contact_us']);
  });

  describe('on a service page with a client review, steps and a count', () => {
    const design: TestPage[] = [
      {
        url: '/services/design/',
        title: 'Design',
        type: 'service',
        sections: [
          { heading: 'Design that sells', level: 1, text: 'Logos and packaging for growing brands.' },
          { heading: 'Logo concept', level: 3, anchor: 'steps', text: 'Two or three distinct directions, each shown on real packs and signage.' },
          { heading: 'Refine your logo', level: 3, anchor: 'steps', text: 'We develop your chosen logo direction through two structured rounds of feedback.' },
          { heading: 'Operate', level: 3, anchor: 'process', text: 'Right-sizing and monthly cost reviews keep the cloud bill under control.' },
          { heading: 'What our clients say', level: 2, anchor: 'quotes', text: '“They reviewed our cloud bill every month and moved 40 services to a cheaper plan in four weeks.”' },
        ],
      },
    ];
    const { index: small } = memoryIndex(design);
    const ask = async (question: string) => answerFromSentences(question, await retrieve(small, question));

    it('counts the thing a "how many" question names where it stands after its number, not before', async () => {
      expect((await ask('how many logo directions will you show me')).answer?.text).toContain('Two or three distinct directions');
    });

    it('answers in the company\'s own words before a client\'s review saying the same, and reads "month" in "monthly"', async () => {
      const { answer: found } = await ask('do you review the cloud bill every month');
      expect(found?.text).toContain('monthly cost reviews');
      expect(found?.text).not.toContain('They reviewed');
    });
  });

  describe('a second quote for what the first leaves out', () => {
    const site: TestPage[] = [
      {
        url: '/services/web/',
        title: 'Web Development',
        type: 'service',
        sections: [
          { heading: 'Websites that run your business', level: 1, text: 'From a company website to a custom ERP, we design, build and look after the software you run on.' },
          { heading: 'How a site is built', level: 2, anchor: 'process', text: 'Once the design is done, we build the site in two-week steps and show you each one. The site keeps working while we add to it.' },
          { heading: 'Support', level: 2, anchor: 'support', text: 'After launch we look after hosting, updates and backups, so the site stays fast and safe.' },
          {
            heading: 'Frequently asked questions',
            level: 2,
            anchor: 'faq',
            text: 'Do we own what you build?\nThe repository, domain and hosting are created in your name, and the full source code is handed over at every milestone.',
          },
        ],
      },
    ];
    const { index: small } = memoryIndex(site);

    it('quotes, and cites, a sentence of another passage that holds a telling word of the question the first lacks', async () => {
      const given = await reply('who keeps the source code once the site is done', small);
      expect(given.text).toContain('created in your name');
      expect(given.text).toContain('📄 **Also in Web Development: How a site is built**\nOnce the design is done');
      expect(given.sources.map((s) => s.url)).toEqual(['/services/web/#faq', '/services/web/#process']);
    });

    it('quotes one passage when it holds every telling word of the question', async () => {
      const given = await reply('do we own the source code you build', small);
      expect(given.text).toContain('created in your name');
      expect(given.text).not.toContain('Also in');
      expect(given.sources).toHaveLength(1);
    });
  });
});

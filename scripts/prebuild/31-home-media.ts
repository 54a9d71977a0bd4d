// Draws the home page's two videos from its own copy (content/home.ts, content/services.ts):
// the hero's walkthrough ("See how it works") and the WhatsApp Chatbot Engine's demo, each a
// silent MP4 with a poster and WebVTT captions (slides/video.ts keeps the committed outputs
// and re-encodes only what changed).
import { chatbotDemo, chatbotProduct, hero, heroStats, inventoryProduct, processSteps, productsIntro, servicesIntro, suite, walkthroughVideo } from '../../content/home';
import { services } from '../../content/services';
import { claims } from '../../content/site';
import { durationSeconds } from '../../lib/services/format';
import { chatPanel, figuresPanel, listPanel, type ChatMessage } from './slides/panels';
import { stepSlide, titleCard } from './slides/svg';
import { openManifest, produceSlideVideo, type Slide } from './slides/video';

const W = 1280;
const H = 720;
const footer = `Maninfini Automation · Bengaluru · since ${claims.foundedYear}`;
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function walkthroughSlides(): Slide[] {
  const steps = processSteps.map((step, i): Slide => ({
    svg: stepSlide({ label: `How a project runs · step ${i + 1} of ${processSteps.length}`, title: step.title, body: step.text, progress: `${i + 1} / ${processSteps.length}` }, W, H),
    caption: `Step ${i + 1}, ${step.title}: ${step.text}`,
  }));
  const products = [inventoryProduct.name, chatbotProduct.name, suite.name];
  return [
    {
      svg: titleCard({ eyebrow: 'See how it works', title: `${hero.title} ${hero.titleAccent}`, body: walkthroughVideo.description, footer }, W, H),
      caption: `${hero.title} ${hero.titleAccent} ${walkthroughVideo.description}`,
    },
    {
      svg: listPanel({ label: servicesIntro.eyebrow, title: servicesIntro.title, items: services.map((service) => service.shortTitle), columns: 3 }, W, H),
      caption: `${sentence(servicesIntro.title)} ${services.map((service) => service.title).join(', ')}.`,
    },
    ...steps,
    {
      svg: listPanel({ label: productsIntro.eyebrow, title: productsIntro.title, items: products, columns: 1 }, W, H),
      caption: `${sentence(productsIntro.title)} ${products.join(', ')}.`,
    },
    {
      svg: figuresPanel({ label: `Since ${claims.foundedYear}`, title: 'The numbers behind the work', figures: heroStats }, W, H),
      caption: heroStats.map((stat) => `${stat.label}: ${stat.value}`).join('. ') + '.',
    },
    {
      svg: titleCard({ eyebrow: 'Next step', title: hero.primaryCta, body: `A free consultation with a senior engineer. We reply within ${claims.responseTime}.`, footer }, W, H),
      caption: `${hero.primaryCta}: a free consultation with a senior engineer. We reply within ${claims.responseTime}.`,
    },
  ];
}

function demoSlides(): Slide[] {
  const messages: readonly ChatMessage[] = chatbotDemo.conversation;
  const points = [
    { shown: 2, title: 'Answers in seconds', body: 'Stock, prices and sizes come straight from your inventory, day and night.' },
    { shown: 4, title: 'Reserves and takes payment', body: 'The item is held for the customer and a secure payment link is sent in the chat.' },
    { shown: 6, title: 'Confirms and follows up', body: 'The order is confirmed, the customer is updated, and your team sees it all in the CRM.' },
  ];
  const said = (shown: number) => messages.slice(shown - 2, shown).map((m) => `${m.from === 'customer' ? 'Customer' : 'Chatbot'}: ${m.text}`).join(' ');
  return [
    { svg: titleCard({ eyebrow: 'Product demo', title: chatbotProduct.name, body: chatbotProduct.tagline, footer }, W, H), caption: `${chatbotProduct.name}. ${chatbotProduct.tagline}` },
    ...points.map((point): Slide => ({
      svg: chatPanel({ label: 'A sample order', title: point.title, body: point.body, business: chatbotDemo.business, messages: messages.slice(0, point.shown) }, W, H),
      caption: `${point.title}. ${point.body} ${said(point.shown)}`,
    })),
    {
      svg: listPanel({ label: 'Built in', title: 'Everything the engine works with', items: chatbotProduct.features, columns: 1 }, W, H),
      caption: `Everything the engine works with: ${chatbotProduct.features.join(', ')}.`,
    },
    {
      svg: titleCard({ eyebrow: 'Next step', title: 'Start a free trial', body: 'Tell us about your shop on WhatsApp and we set the engine up with your own products.', footer }, W, H),
      caption: 'Start a free trial: tell us about your shop on WhatsApp and we set the engine up with your own products.',
    },
  ];
}

async function main() {
  const started = Date.now();
  const manifest = openManifest();
  const base = (file: string) => file.replace(/\.mp4$/, '');
  await produceSlideVideo(manifest, base(walkthroughVideo.file), walkthroughSlides(), durationSeconds(walkthroughVideo.duration));
  await produceSlideVideo(manifest, base(chatbotDemo.file), demoSlides(), durationSeconds(chatbotDemo.duration));
  console.log(`home-media: ${manifest.save()} file(s) written in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

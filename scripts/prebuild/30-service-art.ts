// Draws each service page's walkthrough video (silent MP4), its poster and WebVTT
// captions from content/service-pages/, so the VideoObject in the page's structured
// data names a real file of the stated length that says what the page says (slides/video.ts
// keeps the committed outputs and re-encodes only what changed).
import { claims } from '../../content/site';
import { allServicePages, type ServicePageEntry } from '../../lib/services/pages';
import { durationSeconds } from '../../lib/services/format';
import { stepSlide, titleCard } from './slides/svg';
import { openManifest, produceSlideVideo, type Slide } from './slides/video';

const footer = `Maninfini Automation · Bengaluru · since ${claims.foundedYear}`;

/** The walkthrough's slides (title, features, process, getting started, closing), each with its caption text. */
function slides({ service, page }: ServicePageEntry): Slide[] {
  const W = 1280;
  const H = 720;
  const process = page.layout === 'common' ? page.fourItems.items : page.process.steps;
  const processLabel = page.layout === 'common' ? page.fourItems.eyebrow : page.process.eyebrow;
  const slide = (label: string, title: string, body: string, progress: string): Slide => ({
    svg: stepSlide({ label, title, body, progress }, W, H),
    caption: `${title}. ${body}`,
  });
  return [
    { svg: titleCard({ eyebrow: service.title, title: page.video.name, body: page.video.description, footer }, W, H), caption: `${page.video.name}. ${page.video.description}` },
    ...page.features.items.map((item, i, all) => slide(page.features.eyebrow, item.title, item.description, `${i + 1} / ${all.length}`)),
    ...process.map((step, i, all) => slide(processLabel, step.title, step.description, `${i + 1} / ${all.length}`)),
    ...page.howTo.steps.map((step, i) => slide(`Getting started · step ${i + 1} of 4`, step.name, step.text, service.shortTitle)),
    { svg: titleCard({ eyebrow: 'Next step', title: page.closing.heading, body: page.closing.text, footer }, W, H), caption: `${page.closing.heading} ${page.closing.text}` },
  ];
}

async function main() {
  const started = Date.now();
  const manifest = openManifest();
  for (const entry of allServicePages()) {
    await produceSlideVideo(manifest, `/media/services/${entry.service.slug}`, slides(entry), durationSeconds(entry.page.video.duration));
  }
  console.log(`service-art: ${manifest.save()} file(s) written in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

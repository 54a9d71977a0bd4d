// Draws each service page's video (silent MP4, poster, WebVTT captions) from the storyboard
// in content/service-pages/<slug>.ts, or its still where the page has one instead, and
// records each video's measured length for the page and its structured data
// (slides/video.ts keeps the committed outputs and re-encodes only what changed).
import { allServicePages } from '../../lib/services/pages';
import { serviceMediaBase } from '../../lib/services/structured-data';
import { stillPicture, storyboardFrames } from './slides/storyboard';
import { openManifest, produceStill, produceVideo } from './slides/video';

async function main() {
  const started = Date.now();
  const manifest = openManifest();
  for (const { service, page } of allServicePages()) {
    const base = serviceMediaBase(service.slug);
    if (page.video.format === 'video') await produceVideo(manifest, base, storyboardFrames(page.video.name, page.video.scenes));
    else await produceStill(manifest, base, stillPicture(page.video.scene));
  }
  console.log(`service-art: ${manifest.save()} file(s) written in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

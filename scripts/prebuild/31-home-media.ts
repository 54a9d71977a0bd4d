// Draws the home page's two videos from their storyboards in content/home.ts: the hero's
// walkthrough ("See how it works") and the WhatsApp Chatbot Engine's demo, each a silent MP4
// with a poster and WebVTT captions, and records each one's measured length
// (slides/video.ts keeps the committed outputs and re-encodes only what changed).
import { chatbotDemo, walkthroughVideo } from '../../content/home';
import { storyboardSchema } from '../../lib/media/storyboard';
import { storyboardFrames } from './slides/storyboard';
import { openManifest, produceVideo } from './slides/video';

async function main() {
  const started = Date.now();
  const manifest = openManifest();
  for (const video of [walkthroughVideo, chatbotDemo]) {
    await produceVideo(manifest, video.file.replace(/\.mp4$/, ''), storyboardFrames(video.name, storyboardSchema.parse(video.scenes)));
  }
  console.log(`home-media: ${manifest.save()} file(s) written in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

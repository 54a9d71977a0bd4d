import { Captions, Clock } from '@/components/ui/icons';
import { Section } from '@/components/ui/Section';
import { renderedVideo } from '@/lib/media/rendered';
import { sceneCues } from '@/lib/media/storyboard';
import { clockSeconds } from '@/lib/media/timing';
import type { ServicePage } from '@/lib/services/schema';
import { videoFiles } from '@/lib/services/structured-data';
import { WalkthroughVideo } from './WalkthroughVideo';

/**
 * The page's short video (silent, with optional captions that describe each picture), or the
 * still that stands in its place where a video would add nothing. The video loads nothing
 * until it nears the screen (the poster) or the visitor presses play; the still is a lazy image.
 */
export function Walkthrough({ slug, video }: { slug: string; video: ServicePage['video'] }) {
  const files = videoFiles(slug);
  return (
    <Section labelledBy="walkthrough-heading">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
        <div>
          <p className="eyebrow">{video.format === 'video' ? 'Short video' : 'At a glance'}</p>
          <h2 id="walkthrough-heading" className="mt-4 text-3xl font-extrabold sm:text-4xl">
            {video.name}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{video.description}</p>
          {video.format === 'video' ? (
            <ul className="mt-6 flex flex-wrap gap-3 text-sm font-medium text-slate-700">
              <li className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3.5 py-1.5">
                <Clock aria-hidden="true" className="size-4 text-brand-600" />
                <span>
                  <span className="sr-only">Length </span>
                  {clockSeconds(renderedVideo(files.contentUrl).seconds)}
                </span>
              </li>
              <li className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3.5 py-1.5">
                <Captions aria-hidden="true" className="size-4 text-brand-600" />
                Silent; captions describe each picture
              </li>
            </ul>
          ) : null}
        </div>
        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-4 rounded-[2rem] bg-gradient-to-br from-brand-200/60 to-accent-300/40 blur-2xl" />
          {video.format === 'video' ? (
            <WalkthroughVideo src={files.contentUrl} poster={files.thumbnailUrl} captions={files.captionsUrl} labelledBy="walkthrough-heading" />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- a static export serves the drawn JPEG as it is
            <img
              src={files.thumbnailUrl}
              alt={`${video.scene.title}. ${sceneCues(video.scene).join(' ')}`}
              width={1280}
              height={720}
              loading="lazy"
              decoding="async"
              className="relative aspect-video w-full rounded-2xl bg-night shadow-[var(--shadow-lift)] ring-1 ring-slate-900/10"
            />
          )}
        </div>
      </div>
    </Section>
  );
}

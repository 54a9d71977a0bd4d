import { Captions, Clock } from 'lucide-react';
import { Section } from '@/components/ui/Section';
import { durationClock } from '@/lib/services/format';
import type { ServicePage } from '@/lib/services/schema';
import { videoFiles } from '@/lib/services/structured-data';
import { WalkthroughVideo } from './WalkthroughVideo';

/** The page's walkthrough video (silent, captioned); nothing loads until it nears the screen (the poster) or the visitor presses play. */
export function Walkthrough({ slug, video }: { slug: string; video: ServicePage['video'] }) {
  const files = videoFiles(slug);
  return (
    <Section labelledBy="walkthrough-heading">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.5fr] lg:gap-16">
        <div>
          <p className="eyebrow">Video walkthrough</p>
          <h2 id="walkthrough-heading" className="mt-4 text-3xl font-extrabold sm:text-4xl">
            {video.name}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{video.description}</p>
          <ul className="mt-6 flex flex-wrap gap-3 text-sm font-medium text-slate-700">
            <li className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3.5 py-1.5">
              <Clock aria-hidden="true" className="size-4 text-brand-600" />
              <span>
                <span className="sr-only">Length </span>
                {durationClock(video.duration)}
              </span>
            </li>
            <li className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3.5 py-1.5">
              <Captions aria-hidden="true" className="size-4 text-brand-600" />
              Silent, with English captions
            </li>
          </ul>
        </div>
        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-4 rounded-[2rem] bg-gradient-to-br from-brand-200/60 to-accent-300/40 blur-2xl" />
          <WalkthroughVideo src={files.contentUrl} poster={files.thumbnailUrl} captions={files.captionsUrl} labelledBy="walkthrough-heading" />
        </div>
      </div>
    </Section>
  );
}

import { Lightbulb, ShieldCheck, Target } from '@/components/ui/icons';
import { PhoneFold } from '@/components/ui/PhoneFold';
import { Section } from '@/components/ui/Section';
import { aboutStats, leadershipIntro, story, values } from '@/content/home';
import { claims } from '@/content/site';
import { CompanyFacts } from './CompanyFacts';
import { LeadershipGrid } from './LeadershipGrid';

const valueIcons = [Target, Lightbulb, ShieldCheck];

export function AboutSection() {
  const [opening, ...rest] = story.paragraphs;
  return (
    <Section id="about" labelledBy="about-title" className="bg-slate-50">
      <div className="grid gap-8 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16">
        <div>
          <p className="eyebrow">{story.eyebrow}</p>
          <h2 id="about-title" className="sec-title">
            {story.title}
          </h2>
          <div className="mt-4 space-y-4 leading-7 text-slate-600 sm:mt-6 sm:space-y-5 sm:text-lg sm:leading-8">
            <p>{opening}</p>
            {/* The rest of the story folds on a phone, behind one tap. */}
            <PhoneFold id="about-story-more" title="Read the rest of our story" wideTitle={false} summaryClassName="font-semibold text-brand-700">
              <div className="space-y-4 sm:space-y-5">
                {rest.map((paragraph) => (
                  <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                ))}
              </div>
            </PhoneFold>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:gap-4 lg:pt-16">
          <div className="flex items-end justify-between rounded-[var(--radius-card)] bg-hero p-5 text-white sm:block sm:p-7">
            <div>
              <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Founded</p>
              <p className="mt-1 text-4xl font-extrabold text-white sm:text-5xl">{claims.foundedYear}</p>
            </div>
            <p className="text-slate-300 sm:mt-2">Bengaluru, India</p>
          </div>
          <dl className="grid grid-cols-3 gap-2 *:flex *:flex-col-reverse *:p-3 *:text-center sm:gap-3 sm:*:p-5">
            {aboutStats.map((stat) => (
              <div key={stat.label} className="card">
                <dt className="mt-1 text-xs font-medium text-slate-600 sm:text-sm">{stat.label}</dt>
                <dd className="text-2xl font-extrabold text-brand-700 sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <div className="mt-12 sm:mt-20">
        <h3 className="text-2xl font-extrabold sm:text-3xl">{leadershipIntro.title}</h3>
        <p className="mt-2 max-w-2xl text-slate-600">{leadershipIntro.text}</p>
        <LeadershipGrid />
      </div>

      <div className="mt-10 sm:mt-20">
        <h3 className="sr-only">Our values</h3>
        <ul className="values grid gap-3 *:grid *:grid-cols-[auto_1fr] *:gap-x-4 *:p-5 sm:gap-5 md:grid-cols-3 md:*:block md:*:p-7">
          {values.map((value, index) => {
            const Icon = valueIcons[index % valueIcons.length]!;
            return (
              <li key={value.title} className="card">
                <span>
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h4>{value.title}</h4>
                <p>{value.text}</p>
              </li>
            );
          })}
        </ul>
      </div>

      <CompanyFacts />
    </Section>
  );
}

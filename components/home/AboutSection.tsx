import { Lightbulb, ShieldCheck, Target } from 'lucide-react';
import { Section } from '@/components/ui/Section';
import { aboutStats, leadershipIntro, story, values } from '@/content/home';
import { claims } from '@/content/site';
import { CompanyFacts } from './CompanyFacts';
import { LeadershipGrid } from './LeadershipGrid';

const valueIcons = [Target, Lightbulb, ShieldCheck];

export function AboutSection() {
  return (
    <Section id="about" labelledBy="about-title" className="bg-slate-50">
      <div className="grid gap-12 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16">
        <div>
          <p className="eyebrow">{story.eyebrow}</p>
          <h2 id="about-title" className="mt-4 text-3xl font-extrabold sm:text-4xl lg:text-[2.75rem] lg:leading-[1.1]">
            {story.title}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-8 text-slate-600">
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-4 lg:pt-16">
          <div className="rounded-[var(--radius-card)] bg-hero p-7 text-white">
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">Founded</p>
            <p className="mt-1 text-5xl font-extrabold text-white">{claims.foundedYear}</p>
            <p className="mt-2 text-slate-300">Bengaluru, India</p>
          </div>
          <dl className="grid grid-cols-3 gap-3">
            {aboutStats.map((stat) => (
              <div key={stat.label} className="card flex flex-col-reverse p-4 text-center sm:p-5">
                <dt className="mt-1 text-xs font-medium text-slate-600 sm:text-sm">{stat.label}</dt>
                <dd className="text-2xl font-extrabold text-brand-700 sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <div className="mt-20">
        <h3 className="text-2xl font-extrabold sm:text-3xl">{leadershipIntro.title}</h3>
        <p className="mt-2 max-w-2xl text-slate-600">{leadershipIntro.text}</p>
        <LeadershipGrid />
      </div>

      <div className="mt-20">
        <h3 className="sr-only">Our values</h3>
        <ul className="grid gap-5 md:grid-cols-3">
          {values.map((value, index) => {
            const Icon = valueIcons[index % valueIcons.length]!;
            return (
              <li key={value.title} className="card p-7">
                <span className="grid size-12 place-items-center rounded-xl bg-accent-500/10 text-accent-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h4 className="mt-5 text-lg font-bold">{value.title}</h4>
                <p className="mt-2 leading-7 text-slate-600">{value.text}</p>
              </li>
            );
          })}
        </ul>
      </div>

      <CompanyFacts />
    </Section>
  );
}

import Link from '@/components/ui/Link';
import { ArrowRight, CalendarCheck, CheckCircle2, PlayCircle, Sparkles } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/Button';
import { hero, heroStats, trustBullets, walkthroughVideo } from '@/content/home';
import { trackingAttributes } from '@/lib/actions/describe';
import { HeroArt } from './HeroArt';
import { VideoDialogButton } from './VideoDialogButton';

export function Hero() {
  return (
    <section id="home" aria-labelledby="home-title" className="bg-hero relative overflow-hidden pt-32 pb-12 text-white sm:pt-44 sm:pb-24">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]" />
      <div className="container-page relative">
        <div className="grid items-center gap-14 lg:grid-cols-[1.1fr_0.9fr]">
          <div>
            <div className="flex flex-wrap items-center gap-3">
              <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/10 px-3 py-1.5 text-xs font-semibold tracking-wide text-brand-100 uppercase">
                <Sparkles aria-hidden="true" className="size-3.5 text-accent-300" />
                {hero.badge}
              </p>
              <Link
                href="/careers/"
                {...trackingAttributes('hiring_cta_click', { location: 'hero_badge' })}
                className="group inline-flex items-center gap-1.5 rounded-full bg-accent-400/15 px-3 py-1.5 text-xs font-semibold text-accent-300 ring-1 ring-accent-400/40 transition-colors hover:bg-accent-400/25"
              >
                <span className="animate-pulse-dot size-1.5 rounded-full bg-accent-300" aria-hidden="true" />
                {hero.hiringLabel}
                <ArrowRight aria-hidden="true" className="size-3.5 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </div>
            <h1 id="home-title" className="mt-5 text-4xl leading-[1.08] font-extrabold text-white sm:text-5xl lg:text-6xl">
              {hero.title} <span className="text-gradient">{hero.titleAccent}</span>
            </h1>
            <p className="mt-4 max-w-xl leading-7 text-slate-300 sm:mt-6 sm:text-lg sm:leading-8">{hero.intro}</p>
            <div className="mt-6 flex flex-col gap-3 sm:mt-8 sm:flex-row">
              <a href="#contact" className={buttonClasses({ size: 'lg', className: 'bg-brand-500 hover:bg-brand-600' })}>
                <CalendarCheck aria-hidden="true" className="size-5" />
                {hero.primaryCta}
              </a>
              {/* A walkthrough drawn at build time from this page's own copy (content/home.ts). */}
              <VideoDialogButton
                video={walkthroughVideo.file}
                title={walkthroughVideo.name}
                className={buttonClasses({ variant: 'outline-light', size: 'lg' })}
              >
                <PlayCircle aria-hidden="true" className="size-5" />
                {hero.demoCta}
              </VideoDialogButton>
            </div>
            <ul className="mt-6 grid gap-2 text-sm text-slate-300 sm:mt-8 sm:gap-2.5">
              {trustBullets.map((bullet) => (
                <li key={bullet} className="flex items-center gap-2.5">
                  <CheckCircle2 aria-hidden="true" className="size-4.5 shrink-0 text-accent-300" />
                  {bullet}
                </li>
              ))}
            </ul>
          </div>
          <HeroArt />
        </div>

        {/* Three figures then two on a phone, three per row wider, all five in one row on a desktop. */}
        <dl className="hero-stats mt-10 grid grid-cols-6 gap-2 *:col-span-2 *:rounded-2xl *:border *:border-white/10 *:bg-white/[0.06] *:p-3 *:backdrop-blur sm:mt-20 sm:grid-cols-3 sm:gap-3 sm:*:col-span-1 sm:*:p-5 lg:grid-cols-5 lg:gap-4 max-sm:[&>:nth-child(n+4)]:col-span-3">
          {heroStats.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

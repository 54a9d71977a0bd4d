import Link from '@/components/ui/Link';
import { ArrowRight, CalendarCheck, CheckCircle2, PlayCircle, Sparkles } from 'lucide-react';
import { buttonClasses } from '@/components/ui/Button';
import { chatbotProduct, hero, heroStats, trustBullets } from '@/content/home';
import { trackingAttributes } from '@/lib/actions';
import { HeroArt } from './HeroArt';
import { VideoDialogButton } from './VideoDialogButton';

export function Hero() {
  return (
    <section id="home" aria-labelledby="home-title" className="bg-hero relative overflow-hidden pt-36 pb-16 text-white sm:pt-44 sm:pb-24">
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
            <h1 id="home-title" className="mt-6 text-4xl leading-[1.08] font-extrabold text-white sm:text-5xl lg:text-6xl">
              {hero.title} <span className="text-gradient">{hero.titleAccent}</span>
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-slate-300">{hero.intro}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <a href="#contact" className={buttonClasses({ size: 'lg', className: 'bg-brand-500 hover:bg-brand-600' })}>
                <CalendarCheck aria-hidden="true" className="size-5" />
                {hero.primaryCta}
              </a>
              <VideoDialogButton
                video={chatbotProduct.demoVideo}
                title={chatbotProduct.demoTitle}
                className={buttonClasses({ variant: 'outline-light', size: 'lg' })}
              >
                <PlayCircle aria-hidden="true" className="size-5" />
                {hero.demoCta}
              </VideoDialogButton>
            </div>
            <ul className="mt-8 grid gap-2.5 text-sm text-slate-300 sm:grid-cols-1">
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

        <dl className="mt-14 grid grid-cols-2 gap-3 sm:mt-20 sm:grid-cols-3 lg:grid-cols-5 lg:gap-4">
          {heroStats.map((stat, index) => (
            <div
              key={stat.label}
              className={`rounded-2xl border border-white/10 bg-white/[0.06] px-5 py-5 backdrop-blur ${index === heroStats.length - 1 ? 'col-span-2 sm:col-span-1' : ''}`}
            >
              <dt className="text-sm text-slate-300">{stat.label}</dt>
              <dd className="mt-1 text-3xl font-extrabold text-white">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

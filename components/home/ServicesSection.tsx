import { MessageCircle } from 'lucide-react';
import { ActionLink } from '@/components/ui/Button';
import { Section, SectionHeading } from '@/components/ui/Section';
import { processSteps, servicesIntro, startProject } from '@/content/home';
import { services } from '@/content/services';
import { whatsappTexts } from '@/content/site';
import { ServicesExplorer } from './ServicesExplorer';

export function ServicesSection() {
  return (
    <Section id="services" labelledBy="services-title" className="bg-slate-50">
      <SectionHeading id="services-title" eyebrow={servicesIntro.eyebrow} title={servicesIntro.title} intro={servicesIntro.text} />
      <ServicesExplorer services={services} />

      <div className="relative mt-20 overflow-hidden rounded-[2rem] bg-hero px-6 py-12 text-white sm:px-12 sm:py-16">
        <h3 className="text-center text-2xl font-extrabold text-white sm:text-3xl">How a project runs</h3>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-300">
          Three steps, the same for a two-week automation and a two-year platform.
        </p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {processSteps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-white/10 bg-white/[0.06] p-6">
              <span className="grid size-11 place-items-center rounded-full bg-accent-400 text-lg font-extrabold text-night">
                {index + 1}
              </span>
              <h4 className="mt-4 text-lg font-bold text-white">{step.title}</h4>
              <p className="mt-2 leading-7 text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 flex justify-center">
          <ActionLink action={{ kind: 'whatsapp', text: whatsappTexts.startProject }} variant="whatsapp" size="lg" className="bg-[#0b7a3e]! hover:bg-[#096b36]!">
            <MessageCircle aria-hidden="true" className="size-5" />
            {startProject.label}
          </ActionLink>
        </div>
      </div>
    </Section>
  );
}

import { MessageCircle } from '@/components/ui/icons';
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

      <div className="relative mt-12 overflow-hidden rounded-[2rem] bg-hero px-5 py-9 text-white sm:mt-20 sm:px-12 sm:py-16">
        <h3 className="text-center text-2xl font-extrabold text-white sm:text-3xl">How a project runs</h3>
        <p className="mx-auto mt-2 max-w-2xl text-center text-slate-300 sm:mt-3">
          Three steps, the same for a two-week automation and a two-year platform.
        </p>
        {/* A phone reads each step as a row beside its number; wider screens, three columns. */}
        <ol className="run-steps mt-7 grid gap-3 *:rounded-2xl *:border *:border-white/10 *:bg-white/[0.06] *:p-4 sm:mt-10 md:grid-cols-3 md:gap-6 md:*:p-6">
          {processSteps.map((step, index) => (
            <li key={step.title}>
              <span>{index + 1}</span>
              <h4>{step.title}</h4>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-7 flex justify-center sm:mt-10">
          <ActionLink action={{ kind: 'whatsapp', text: whatsappTexts.startProject }} variant="whatsapp" size="lg" className="bg-[#0b7a3e]! hover:bg-[#096b36]!">
            <MessageCircle aria-hidden="true" className="size-5" />
            {startProject.label}
          </ActionLink>
        </div>
      </div>
    </Section>
  );
}

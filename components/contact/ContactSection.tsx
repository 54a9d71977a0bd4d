import { contactCopy } from '@/content/contact';
import { ClosingBanner } from './ClosingBanner';
import { ContactForm } from './ContactForm';
import { InfoCards } from './InfoCards';
import { MapCard } from './MapCard';
import { QuickActions } from './QuickActions';

/** The contact section (spec 000 §2), shown on the home page (#contact) and on /contact. */
export function ContactSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-slate-50 py-20 sm:py-28">
      <div className="container-page">
        <div className="mx-auto mb-12 max-w-3xl text-center sm:mb-16">
          <p className="eyebrow">{contactCopy.eyebrow}</p>
          <Heading id="contact-title" className="mt-4 text-3xl font-extrabold sm:text-4xl lg:text-[2.75rem] lg:leading-[1.1]">
            {contactCopy.heading}
          </Heading>
          <p className="mt-4 text-lg leading-8 text-slate-600">{contactCopy.intro}</p>
        </div>
        <InfoCards />
        <div className="mt-10 grid gap-8 lg:grid-cols-12">
          <div className="card p-6 sm:p-10 lg:col-span-7">
            <h3 className="text-2xl font-bold">{contactCopy.formHeading}</h3>
            <p className="mt-2 mb-8 text-slate-600">{contactCopy.formIntro}</p>
            <ContactForm />
          </div>
          <aside aria-label="Other ways to reach us" className="space-y-6 lg:col-span-5">
            <MapCard />
            <QuickActions />
          </aside>
        </div>
        <ClosingBanner />
      </div>
    </section>
  );
}

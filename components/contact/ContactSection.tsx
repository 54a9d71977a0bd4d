import { Navigation } from '@/components/ui/icons';
import { ActionLink } from '@/components/ui/Button';
import { contactCopy, mapEmbed, nextSteps } from '@/content/contact';
import { addressText } from '@/content/site';
import { mapEmbedUrl } from '@/lib/actions/outbound-urls';
import { ClosingBanner } from './ClosingBanner';
import { ContactFormLoader } from './ContactFormLoader';
import { InfoCards } from './InfoCards';
import { MapCard } from './MapCard';
import { QuickActions } from './QuickActions';

/** The contact section: info cards, map, the three-step form and quick actions; on the home page (#contact) and on /contact. */
export function ContactSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-slate-50 py-12 sm:py-28">
      <div className="container-page">
        <div className="mx-auto mb-8 max-w-3xl text-center sm:mb-16">
          <p className="eyebrow">{contactCopy.eyebrow}</p>
          <Heading id="contact-title" className="sec-title">
            {contactCopy.heading}
          </Heading>
          <p className="sec-intro text-slate-600">{contactCopy.intro}</p>
        </div>
        <InfoCards />
        <div className="mt-6 grid gap-6 sm:mt-10 sm:gap-8 lg:grid-cols-12">
          <div className="card flex flex-col p-5 sm:p-10 lg:col-span-7">
            <h3 className="text-2xl font-bold">{contactCopy.formHeading}</h3>
            <p className="mt-2 mb-6 text-slate-600 sm:mb-8">{contactCopy.formIntro}</p>
            <div className="flex-1">
              <ContactFormLoader />
            </div>
            <div className="mt-6 rounded-2xl bg-slate-50 p-4 sm:mt-10 sm:p-5">
              <h4 className="text-sm font-bold tracking-wide text-slate-600 uppercase">{nextSteps.heading}</h4>
              <ol className="next-steps mt-3 space-y-2.5">
                {nextSteps.items.map((item, index) => (
                  <li key={item}>
                    <span aria-hidden="true">{index + 1}</span>
                    {item}
                  </li>
                ))}
              </ol>
            </div>
          </div>
          <aside aria-label="Other ways to reach us" className="space-y-4 sm:space-y-6 lg:col-span-5">
            <MapCard
              mapEmbed={{ src: mapEmbedUrl(mapEmbed.target), title: mapEmbed.title, preview: mapEmbed.preview, loadLabel: mapEmbed.loadLabel, privacyNote: mapEmbed.privacyNote }}
              address={addressText}
              directions={
                <ActionLink action={mapEmbed.directionsAction} variant="secondary" size="sm">
                  <Navigation aria-hidden="true" className="size-4" />
                  {mapEmbed.directionsLabel}
                </ActionLink>
              }
            />
            <QuickActions />
          </aside>
        </div>
        <ClosingBanner />
      </div>
    </section>
  );
}

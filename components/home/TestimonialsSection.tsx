import { SectionHeading } from '@/components/ui/Section';
import { testimonialsIntro } from '@/content/home';
import { testimonials } from '@/content/testimonials';
import { Testimonials } from './Testimonials';

/** The deck runs edge to edge, so only the heading sits in the page container. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="overflow-hidden bg-gradient-to-b from-white to-brand-50/60 pt-12 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id="testimonials-title"
          eyebrow={testimonialsIntro.eyebrow}
          title={testimonialsIntro.title}
          intro={
            <>
              {testimonialsIntro.text}{' '}
              {/* The way to move matches what the deck shows: a row to swipe below 640 px (sm), the fan from there. */}
              <span className="sm:hidden">{testimonialsIntro.howTo.row}</span>
              <span className="max-sm:hidden">{testimonialsIntro.howTo.fan}</span>
            </>
          }
        />
      </div>
      <Testimonials items={testimonials} />
    </section>
  );
}

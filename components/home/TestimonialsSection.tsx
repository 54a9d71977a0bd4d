import { SectionHeading } from '@/components/ui/Section';
import { testimonialsIntro } from '@/content/home';
import { testimonials } from '@/content/testimonials';
import { Testimonials } from './Testimonials';

/** The deck runs edge to edge, so only the heading sits in the page container. */
export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="overflow-hidden bg-gradient-to-b from-white to-brand-50/60 pt-12 sm:py-24">
      <div className="container-page">
        <SectionHeading id="testimonials-title" eyebrow={testimonialsIntro.eyebrow} title={testimonialsIntro.title} intro={testimonialsIntro.text} />
      </div>
      <Testimonials items={testimonials} />
    </section>
  );
}

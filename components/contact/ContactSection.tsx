/** Placeholder for the contact section; the contact flow replaces this body. */
export function ContactSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-slate-50 py-20">
      <div className="container-page">
        <Heading id="contact-title" className="text-3xl font-extrabold">
          Contact us
        </Heading>
      </div>
    </section>
  );
}

import { ContactSection } from '@/components/contact/ContactSection';
import { homeSections } from '@/content/site';

/** Minimal home holding the five section anchors; the home page sections fill it. */
export default function HomePage() {
  return (
    <>
      <section id="home" className="bg-hero pt-44 pb-24 text-white">
        <div className="container-page">
          <h1 className="text-5xl font-extrabold text-white">Maninfini Automation</h1>
        </div>
      </section>
      {homeSections
        .filter((id) => id !== 'home' && id !== 'contact')
        .map((id) => (
          <section key={id} id={id} aria-label={id} className="min-h-[60vh] py-20">
            <div className="container-page">
              <h2 className="text-3xl font-bold capitalize">{id}</h2>
            </div>
          </section>
        ))}
      <ContactSection />
    </>
  );
}

import { Mail } from '@/components/ui/icons';
import { NewsletterForm } from '@/components/layout/NewsletterForm';

/**
 * 'Stay Updated', on the blog list and its category pages. Its Subscribe is the footer's own
 * form (components/layout/NewsletterForm.tsx): it opens an e-mail draft asking to subscribe the
 * address typed, and Enter never reloads the page or loses the text.
 */
export function StayUpdated() {
  return (
    <section
      aria-labelledby="stay-updated"
      className="bg-hero relative mt-12 overflow-hidden rounded-[var(--radius-card)] px-5 py-8 text-white sm:mt-20 sm:px-12 sm:py-12"
    >
      <div className="relative grid items-center gap-6 lg:grid-cols-2 lg:gap-8">
        <div>
          <span aria-hidden="true" className="grid size-12 place-items-center rounded-2xl bg-white/10">
            <Mail className="size-6 text-accent-300" />
          </span>
          <h2 id="stay-updated" className="mt-5 text-2xl font-bold text-white sm:text-3xl">
            Stay Updated
          </h2>
          <p className="mt-3 max-w-md leading-7 text-slate-300">
            New articles on automation, AI and secure infrastructure, written by the people who build them.
          </p>
        </div>
        <NewsletterForm id="stay-updated-email" placeholder="Enter your email" look="large" />
      </div>
    </section>
  );
}

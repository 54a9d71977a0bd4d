import { Mail } from 'lucide-react';
import { buttonClasses } from '@/components/ui/Button';

/**
 * 'Stay Updated', on the blog list and under every article. The box has no subscription
 * service behind it, so it is deliberately not a <form>: pressing Enter must not reload the
 * page and lose the text.
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
        <div role="group" aria-labelledby="stay-updated" className="flex flex-col gap-3 sm:flex-row">
          <label htmlFor="stay-updated-email" className="sr-only">
            Email address
          </label>
          <input
            id="stay-updated-email"
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Enter your email"
            className="min-h-12 min-w-0 rounded-full sm:flex-1 border border-white/20 bg-white/10 px-5 text-white placeholder:text-slate-300 focus:border-white/60 focus:outline-none"
          />
          <button type="button" className={buttonClasses({ variant: 'light', size: 'lg' })}>
            Subscribe
          </button>
        </div>
      </div>
    </section>
  );
}

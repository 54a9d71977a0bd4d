/** The team page's closing links to /contact and /services. */
import { ArrowRight } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/Button';
import { claims } from '@/content/site';

export function TeamCta() {
  return (
    <div className="card flex flex-col items-start gap-6 bg-gradient-to-br from-white to-brand-50 p-8 sm:p-12 lg:flex-row lg:items-center lg:justify-between">
      <div className="max-w-2xl">
        <h2 className="text-3xl font-extrabold text-ink sm:text-4xl">Put this team to work on your next project</h2>
        <p className="mt-3 text-lg leading-8 text-slate-600">
          Tell us what you want to automate or build. {`A specialist replies within ${claims.responseTime} with a plan, not a sales pitch.`}
        </p>
      </div>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row lg:shrink-0">
        <ButtonLink href="/contact/" size="lg">
          Talk to our team
          <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
        <ButtonLink href="/services/" size="lg" variant="secondary">
          Explore services
        </ButtonLink>
      </div>
    </div>
  );
}

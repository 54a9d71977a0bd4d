import { ExternalLink } from '@/components/ui/icons';
import { ActionLink } from '@/components/ui/Button';
import { hasProfile, leadership } from '@/content/leadership';

/**
 * The eight leaders. A phone swipes through them, a portrait beside each name; from 640 px
 * they are a grid of cards with the portrait on top. Connect shows only for a real profile.
 */
export function LeadershipGrid() {
  return (
    // Focusable, so a keyboard can scroll the row on a phone (its cards hold no link to tab to).
    <ul tabIndex={0} aria-label="Leadership team" className="swipe-row mt-6 sm:mx-0 sm:mt-8 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4" data-testid="leadership">
      {leadership.map((leader) => (
        <li key={leader.name} className="card flex w-[80%] gap-4 overflow-hidden p-4 sm:w-auto sm:flex-col sm:gap-0 sm:p-0">
          {/* eslint-disable-next-line @next/next/no-img-element -- static export: generated SVG portrait */}
          <img src={leader.image} alt={`Portrait illustration of ${leader.name}`} width={240} height={240} loading="lazy" className="size-16 shrink-0 rounded-xl object-cover object-top sm:aspect-[4/3] sm:size-auto sm:w-full sm:rounded-none" />
          <div className="flex min-w-0 flex-1 flex-col sm:p-5">
            <h4 className="font-bold sm:text-lg">{leader.name}</h4>
            <p className="text-sm font-semibold text-brand-700">{leader.role}</p>
            <p className="mt-2 w-fit rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600 sm:mt-3">{leader.experience} experience</p>
            <p className="mt-2 text-sm leading-6 text-slate-600 sm:mt-3">{leader.background}</p>
            {hasProfile(leader) && (
              <ActionLink
                action={{ kind: 'outbound', href: leader.linkedin, newTab: true }}
                unstyled
                className="mt-auto inline-flex w-fit items-center gap-1.5 pt-3 text-sm font-semibold text-brand-700 hover:text-brand-900 sm:pt-4"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                Connect<span className="sr-only"> with {leader.name} on LinkedIn</span>
              </ActionLink>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

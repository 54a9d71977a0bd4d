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
        <li key={leader.name} className="card leader">
          {/* eslint-disable-next-line @next/next/no-img-element -- static export: generated SVG portrait */}
          <img src={leader.image} alt={`Portrait illustration of ${leader.name}`} width={240} height={240} loading="lazy" />
          <div>
            <h4>{leader.name}</h4>
            <p className="leader-role">{leader.role}</p>
            <p className="leader-years">{leader.experience} experience</p>
            <p className="leader-bio">{leader.background}</p>
            {hasProfile(leader) && (
              <ActionLink
                action={{ kind: 'outbound', href: leader.linkedin, newTab: true }}
                unstyled
                className="leader-link"
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

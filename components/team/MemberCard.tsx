/** A leadership or technical team member with their generated portrait. */
import { Mail } from '@/components/ui/icons';
import type { TeamMember } from '@/content/team';
import { mailtoUrl } from '@/lib/actions/outbound-urls';

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.54h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.67-1.63-2.67-1.63 0-1.88 1.27-1.88 2.59V21h-4V9.75Z" />
    </svg>
  );
}

export function MemberCard({ member, featured = false }: { member: TeamMember; featured?: boolean }) {
  const size = featured ? 96 : 72;
  return (
    <article className={`card flex h-full flex-col ${featured ? 'p-7' : 'p-6'}`}>
      <div className="flex items-center gap-4">
        {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG portrait; the image optimiser is off in a static export */}
        <img
          src={member.image}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          className={`shrink-0 rounded-2xl ring-4 ring-brand-50 ${featured ? 'size-24' : 'size-18'}`}
        />
        <div>
          <h3 className={`${featured ? 'text-xl' : 'text-lg'} font-bold text-ink`}>{member.name}</h3>
          <p className="mt-1 text-sm font-medium text-brand-700">{member.role}</p>
        </div>
      </div>
      <p className="mt-5 text-sm leading-6 text-slate-600">{member.bio}</p>
      <ul className="mt-5 mb-6 flex flex-wrap gap-2" aria-label={`${member.name}'s expertise`}>
        {member.expertise.map((skill) => (
          <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
            {skill}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex items-center gap-3 border-t border-slate-100 pt-4 text-sm">
        <a
          href={mailtoUrl(member.email)}
          className="inline-flex min-h-11 min-w-0 items-center gap-2 font-medium text-slate-700 hover:text-brand-700"
        >
          <Mail className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">Email {member.name.split(' ')[0]}</span>
        </a>
        {member.linkedin && (
          <a
            href={member.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            className="ml-auto grid size-10 shrink-0 place-items-center rounded-full border border-slate-200 text-slate-600 transition hover:border-brand-300 hover:text-brand-700"
          >
            <LinkedInIcon />
            <span className="sr-only">{member.name} on LinkedIn (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}

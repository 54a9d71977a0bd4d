/** One open role (spec 001 §3.6) with its Apply Now and Ask a question e-mail drafts. */
import { Briefcase, Check, Mail, MapPin } from 'lucide-react';
import type { JobRole } from '@/content/careers';
import { CareersLink } from './CareersLink';

const primary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-700';
const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-slate-300 px-5 text-sm font-semibold text-ink transition hover:border-brand-400 hover:text-brand-700';

export function RoleCard({ role }: { role: JobRole }) {
  return (
    <article id={role.slug} className="card flex h-full flex-col p-6 sm:p-7">
      <ul className="flex flex-wrap gap-2 text-xs font-medium" aria-label="Role details">
        <li className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-brand-800">
          <Briefcase className="size-3.5" aria-hidden="true" />
          {role.type}
        </li>
        <li className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-slate-700">
          <MapPin className="size-3.5" aria-hidden="true" />
          {role.location}
        </li>
      </ul>
      <h3 className="mt-4 text-xl font-bold text-ink">{role.title}</h3>
      <p className="mt-3 text-sm leading-6 text-slate-600">{role.summary}</p>
      <ul className="mt-5 space-y-2.5">
        {role.highlights.map((item) => (
          <li key={item} className="flex gap-3 text-sm leading-6 text-slate-700">
            <Check className="mt-1 size-4 shrink-0 text-accent-600" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-3 pt-7">
        <CareersLink intent="apply" role={role.title} className={primary} label={`Apply Now: ${role.title}`}>
          Apply Now
        </CareersLink>
        <CareersLink intent="question" role={role.title} className={secondary} label={`Ask a question about ${role.title}`}>
          <Mail className="size-4" aria-hidden="true" />
          Ask a question
        </CareersLink>
      </div>
    </article>
  );
}

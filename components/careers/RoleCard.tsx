/** One open role with its Apply Now and Ask a question e-mail drafts. */
import { Briefcase, Mail, MapPin } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/Button';
import { CheckList } from '@/components/ui/CheckList';
import type { JobRole } from '@/content/careers';
import { CareersLink } from './CareersLink';

const primary = buttonClasses();
const secondary = buttonClasses({ variant: 'secondary' });

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
      <CheckList items={role.highlights} className="mt-5 space-y-2.5 leading-6" />
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

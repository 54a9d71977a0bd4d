/** A quiet card beside the last role that points to the "Don't see your role?" block. */
import { ArrowDown, Sparkles } from '@/components/ui/icons';
import { moreRolesNote } from '@/content/careers';

export function MoreRolesNote() {
  return (
    <div className="hidden h-full flex-col justify-center rounded-[var(--radius-card)] border-2 border-dashed border-brand-200 bg-brand-50/50 p-7 sm:p-10 lg:flex">
      <Sparkles className="size-7 text-brand-500" aria-hidden="true" />
      <h3 className="mt-4 text-xl font-bold text-ink">{moreRolesNote.title}</h3>
      <p className="mt-3 max-w-md text-sm leading-6 text-slate-600">{moreRolesNote.text}</p>
      <a href="#pitch" className="mt-6 inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-brand-700 hover:text-brand-900">
        {moreRolesNote.link}
        <ArrowDown className="size-4" aria-hidden="true" />
      </a>
    </div>
  );
}

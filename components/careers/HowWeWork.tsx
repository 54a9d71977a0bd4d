/** The 'How we work' list on the careers page. */
import { CheckCircle2 } from '@/components/ui/icons';
import { howWeWork } from '@/content/careers';

export function HowWeWork() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {howWeWork.map((item) => (
        <li key={item.title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
          <h3 className="flex items-center gap-3 text-lg font-semibold text-white">
            <CheckCircle2 className="size-6 shrink-0 text-accent-300" aria-hidden="true" />
            {item.title}
          </h3>
          <p className="mt-3 text-sm leading-6 text-slate-300">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * One roster entry, a person or an AI agent. The first cards of each tab are rendered on the server;
 * the rest by the roster island, from the same generated list, once 'Show all' is chosen.
 */
import { Bot, MapPin } from '@/components/ui/icons';
import { initials, type RosterEntry } from '@/lib/team/roster';

type Props = { entry: RosterEntry };

export function RosterCard({ entry }: Props) {
  const [from, to] = entry.avatarGradient;
  const isAgent = entry.type === 'AI Agent';
  return (
    <li className="card flex flex-col p-5">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className={`grid size-12 shrink-0 place-items-center text-sm font-bold text-white shadow-inner ${isAgent ? 'rounded-xl' : 'rounded-full'}`}
          style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
        >
          {isAgent ? <Bot className="size-6" /> : initials(entry.name)}
        </span>
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-ink">{entry.name}</h3>
          <p className="truncate text-sm text-brand-700">{entry.role}</p>
        </div>
      </div>
      <p className="mt-4 text-sm leading-6 text-slate-600">{entry.description}</p>
      <dl className="mt-auto flex flex-wrap gap-2 pt-4 text-xs font-medium">
        <dt className="sr-only">Department</dt>
        <dd className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{entry.department}</dd>
        <dt className="sr-only">Work model</dt>
        <dd className={`rounded-full px-2.5 py-1 ${isAgent ? 'bg-accent-300/25 text-accent-700' : 'bg-brand-50 text-brand-700'}`}>
          {entry.workModel}
        </dd>
        <dt className="sr-only">Location</dt>
        <dd className="inline-flex items-center gap-1 px-1 py-1 text-slate-500">
          <MapPin className="size-3.5" aria-hidden="true" />
          {entry.location}
        </dd>
      </dl>
    </li>
  );
}

/** Hero statistics for the team page; the numbers come from the generated roster. */
import { teamStats } from '@/lib/team/team-roster';

export function TeamStats() {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {teamStats.map((stat) => (
        <div key={stat.label} className="flex flex-col rounded-2xl border border-white/10 bg-white/5 p-4 backdrop-blur sm:p-5">
          <dt className="text-xs leading-5 text-slate-300 sm:text-sm">{stat.label}</dt>
          <dd className="order-first text-3xl font-bold text-white sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

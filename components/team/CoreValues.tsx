/** The five core values. */
import { Award, Handshake, Lightbulb, ShieldCheck, Zap } from '@/components/ui/icons';
import { coreValues } from '@/content/team';

const icons = { award: Award, handshake: Handshake, lightbulb: Lightbulb, shield: ShieldCheck, zap: Zap } as const;

export function CoreValues() {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
      {coreValues.map((value) => {
        const Icon = icons[value.icon];
        return (
          <li key={value.title} className="card p-6">
            <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-md">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-bold text-ink">{value.title}</h3>
            <p className="mt-2 text-sm leading-6 text-slate-600">{value.text}</p>
          </li>
        );
      })}
    </ul>
  );
}

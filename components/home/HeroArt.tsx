import { Bot, Boxes, FileText, Users } from '@/components/ui/icons';
import { heroFlow } from '@/content/home';

const icons = { bot: Bot, boxes: Boxes, invoice: FileText, users: Users } as const;
const tones = ['bg-whatsapp', 'bg-brand-500', 'bg-accent-600', 'bg-brand-700'];

/** Decorative illustration of one automated order flow, hidden from assistive technology. */
export function HeroArt() {
  const [first, second] = heroFlow.metrics;
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-gradient-to-br from-brand-500/30 via-transparent to-accent-400/20 blur-2xl" />
      <div className="relative rounded-3xl border border-white/15 bg-white/[0.07] p-5 shadow-2xl backdrop-blur-md">
        <div className="flex items-center justify-between">
          <p className="text-sm font-semibold text-white">{heroFlow.title}</p>
          <span className="rounded-full bg-accent-400/20 px-2.5 py-1 text-xs font-semibold text-accent-300">Live</span>
        </div>
        <ol className="flow-steps mt-5 space-y-3">
          {heroFlow.steps.map((step, index) => {
            const Icon = icons[step.icon];
            return (
              <li key={step.title}>
                <span className={`grid size-10 shrink-0 place-items-center rounded-xl text-white ${tones[index % tones.length]}`}>
                  <Icon className="size-5" />
                </span>
                <span>
                  <span>{step.title}</span>
                  <span>{step.meta}</span>
                </span>
                <span>{step.time}</span>
              </li>
            );
          })}
        </ol>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <div className="rounded-2xl bg-white p-4 text-ink">
            <p className="text-xs text-slate-500">{first.label}</p>
            <p className="mt-1 text-2xl font-extrabold">{first.value}</p>
          </div>
          <div className="rounded-2xl bg-accent-400 p-4 text-night">
            <p className="text-xs font-medium">{second.label}</p>
            <p className="mt-1 text-2xl font-extrabold">{second.value}</p>
          </div>
        </div>
      </div>
    </div>
  );
}

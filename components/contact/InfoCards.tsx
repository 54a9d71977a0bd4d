import { ArrowRight, Clock, Mail, MapPin, Phone } from '@/components/ui/icons';
import { ActionLink } from '@/components/ui/Button';
import { infoCards, type InfoCardIcon } from '@/content/contact';

const icons: Record<InfoCardIcon, typeof MapPin> = { 'map-pin': MapPin, phone: Phone, mail: Mail, clock: Clock };

export function InfoCards() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      {infoCards.map((card) => {
        const Icon = icons[card.icon];
        return (
          <li
            key={card.id}
            className="card group grid grid-cols-[auto_1fr] gap-x-4 p-4 transition hover:-translate-y-0.5 hover:shadow-[var(--shadow-lift)] sm:flex sm:flex-col sm:p-6"
            data-card={card.id}
          >
            <span className="row-span-3 grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-700 text-white shadow-md">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="text-lg font-bold sm:mt-5">{card.title}</h3>
            <div className="mt-1 flex-1 space-y-0.5 sm:mt-2 text-sm leading-6 break-words text-slate-600">
              {card.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
            <ActionLink
              action={card.action}
              unstyled
              className="mt-3 inline-flex items-center gap-1.5 self-start justify-self-start sm:mt-5 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800"
            >
              {card.actionLabel}
              <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
            </ActionLink>
          </li>
        );
      })}
    </ul>
  );
}

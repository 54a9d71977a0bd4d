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
            className="card group info-card"
            data-card={card.id}
          >
            <span>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3>{card.title}</h3>
            <div>
              {card.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
            <ActionLink action={card.action} unstyled>
              {card.actionLabel}
              <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
            </ActionLink>
          </li>
        );
      })}
    </ul>
  );
}

import { CalendarClock, Mail, MessageCircle, Sparkles } from '@/components/ui/icons';
import { ActionLink } from '@/components/ui/Button';
import { freeConsultation, prefilledMessages, quickActions, whatsappDialog } from '@/content/contact';
import { QuickActionRow } from './QuickActionRow';
import { WhatsAppContactsDialog } from './WhatsAppContactsDialog';

const row = 'quick-row';

const linkActions = [
  { ...quickActions.scheduleCall, icon: CalendarClock, tile: 'bg-brand-600', truncate: false },
  { ...quickActions.email, icon: Mail, tile: 'bg-ink', truncate: true },
];

export function QuickActions() {
  return (
    <div className="space-y-4 sm:space-y-6">
      <div className="card p-5 sm:p-6">
        <h3 className="text-lg font-bold">{quickActions.heading}</h3>
        <ul className="mt-3 space-y-2.5 sm:mt-4 sm:space-y-3">
          <li>
            <WhatsAppContactsDialog
              className={row}
              texts={{ ...quickActions.whatsapp, title: whatsappDialog.title, dialogDescription: whatsappDialog.description }}
            >
              <TeamContactLinks />
            </WhatsAppContactsDialog>
          </li>
          {linkActions.map((item) => (
            <li key={item.label}>
              <ActionLink action={item.action} unstyled className={row}>
                <QuickActionRow icon={item.icon} tileClassName={item.tile} label={item.label} description={item.description} truncate={item.truncate} />
              </ActionLink>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-[var(--radius-card)] bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-[var(--shadow-lift)] sm:p-6">
        <p className="flex items-center gap-2 text-lg font-bold text-white">
          <Sparkles aria-hidden="true" className="size-5 text-accent-300" />
          {freeConsultation.title}
        </p>
        <p className="mt-2 text-sm leading-6 text-brand-100">{freeConsultation.text}</p>
      </div>
    </div>
  );
}

function TeamContactLinks() {
  return (
    <ul className="mt-6 space-y-3">
      {whatsappDialog.contacts.map((person) => (
        <li key={person.phone}>
          <ActionLink
            action={{ kind: 'whatsapp', number: person.phone, text: prefilledMessages.teamMember(person) }}
            unstyled
            className="team-contact"
          >
            <span aria-hidden="true">
              {person.name
                .split(' ')
                .map((part) => part[0])
                .join('')}
            </span>
            <span>
              <span>{person.name}</span>
              <span>{person.role}</span>
              <span>{person.number}</span>
            </span>
            <MessageCircle aria-hidden="true" className="size-5 shrink-0 text-whatsapp" />
          </ActionLink>
        </li>
      ))}
    </ul>
  );
}

import { CalendarClock, ChevronRight, Mail, Sparkles } from 'lucide-react';
import { ActionLink } from '@/components/ui/Button';
import { freeConsultation, quickActions } from '@/content/contact';
import { WhatsAppContactsDialog } from './WhatsAppContactsDialog';

const row =
  'flex w-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3.5 transition hover:border-brand-300 hover:shadow-[var(--shadow-card)]';

export function QuickActions() {
  return (
    <div className="space-y-6">
      <div className="card p-6">
        <h3 className="text-lg font-bold">{quickActions.heading}</h3>
        <ul className="mt-4 space-y-3">
          <li>
            <WhatsAppContactsDialog className={row} />
          </li>
          <li>
            <ActionLink action={quickActions.scheduleCall.action} unstyled className={row}>
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white">
                <CalendarClock aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{quickActions.scheduleCall.label}</span>
                <span className="block text-sm text-slate-600">{quickActions.scheduleCall.description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 text-slate-400" />
            </ActionLink>
          </li>
          <li>
            <ActionLink action={quickActions.email.action} unstyled className={row}>
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink text-white">
                <Mail aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink">{quickActions.email.label}</span>
                <span className="block truncate text-sm text-slate-600">{quickActions.email.description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="size-5 text-slate-400" />
            </ActionLink>
          </li>
        </ul>
      </div>
      <div className="rounded-[var(--radius-card)] bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-[var(--shadow-lift)]">
        <p className="flex items-center gap-2 text-lg font-bold text-white">
          <Sparkles aria-hidden="true" className="size-5 text-accent-300" />
          {freeConsultation.title}
        </p>
        <p className="mt-2 text-sm leading-6 text-brand-100">{freeConsultation.text}</p>
      </div>
    </div>
  );
}

/**
 * The inside of a quick action on the contact page: icon tile, label, description and chevron.
 * No hooks, so the server-rendered links and the client-side WhatsApp trigger can both use it.
 */
import { ChevronRight, type IconComponent } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type Props = {
  icon: IconComponent;
  /** The tile's colour tells the channels apart at a glance. */
  tileClassName: string;
  label: string;
  description: string;
  /** A button centres its text by default; a link does not need this. */
  alignLeft?: boolean;
  /** An e-mail address has nowhere to wrap and would widen the card. */
  truncate?: boolean;
};

export function QuickActionRow({ icon: Icon, tileClassName, label, description, alignLeft, truncate }: Props) {
  return (
    <>
      <span className={cn('grid size-11 shrink-0 place-items-center rounded-xl', tileClassName, 'text-white')}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className={cn('min-w-0 flex-1', alignLeft && 'text-left')}>
        <span className="block font-semibold text-ink">{label}</span>{' '}
        <span className={cn('block', truncate && 'truncate', 'text-sm text-slate-600')}>{description}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 text-slate-400" />
    </>
  );
}

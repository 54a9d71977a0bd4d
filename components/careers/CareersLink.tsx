/**
 * A careers call to action as a real link (it works before any script runs), reported by the
 * global click listener as the careers_* event with the role.
 */
import type { ReactNode } from 'react';
import { describeAction, trackingAttributes } from '@/lib/actions/describe';
import { careersAction, careersEvent, type CareersIntent } from '@/lib/careers/mail';

type Props = { intent: CareersIntent; role?: string; className: string; children: ReactNode; label?: string };

export function CareersLink({ intent, role, className, children, label }: Props) {
  const action = describeAction(careersAction(intent, role));
  const { event, params } = careersEvent(intent, role);
  return (
    <a
      href={action.href}
      className={className}
      aria-label={label}
      {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...trackingAttributes(event, params)}
    >
      {children}
    </a>
  );
}

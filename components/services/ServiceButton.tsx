import { ArrowRight, ExternalLink, Mail, MessageCircle, Phone } from '@/components/ui/icons';
import { ActionLink, ButtonLink, type ButtonSize, type ButtonVariant } from '@/components/ui/Button';
import { ctaTarget } from '@/lib/actions/service-ctas';
import type { ServiceCta } from '@/lib/services/schema';

const icons = { whatsapp: MessageCircle, email: Mail, call: Phone, contact: ArrowRight, external: ExternalLink } as const;

/** A content button drawn as a real link: WhatsApp, e-mail, call, contact page or another site. */
export function ServiceButton({
  cta,
  variant = 'primary',
  size = 'lg',
  className,
}: {
  cta: ServiceCta;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const target = ctaTarget(cta);
  const Icon = icons[cta.kind];
  const icon = <Icon aria-hidden="true" className="size-4 shrink-0" />;
  if (target.type === 'internal') {
    return (
      <ButtonLink href={target.href} variant={variant} size={size} className={className}>
        {cta.label}
        {icon}
      </ButtonLink>
    );
  }
  return (
    <ActionLink action={target.action} variant={variant} size={size} className={className} data-cta={cta.kind}>
      {icon}
      {cta.label}
    </ActionLink>
  );
}

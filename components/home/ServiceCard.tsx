import Link from '@/components/ui/Link';
import { ArrowRight, Images, PlayCircle } from '@/components/ui/icons';
import { CheckList } from '@/components/ui/CheckList';
import { ActionLink, buttonClasses } from '@/components/ui/Button';
import { ServiceIcon } from '@/components/ui/ServiceIcon';
import type { Service } from '@/content/services';
import type { CardAction } from '@/lib/home/services';
import { DocumentDialogButton } from './DocumentDialogButton';
import { VideoDialogButton } from './VideoDialogButton';

const actionClass = buttonClasses({ variant: 'secondary', size: 'sm', className: 'group/btn' });

function CardButton({ service, action }: { service: Service; action: CardAction }) {
  switch (action.kind) {
    case 'portfolio':
      return (
        <DocumentDialogButton
          file={action.file}
          title={`${service.title} portfolio`}
          description="Selected sample work from this practice."
          alt={`${service.title} portfolio sheet showing sample projects`}
          className={actionClass}
        >
          <Images aria-hidden="true" className="size-4" />
          {action.label}
        </DocumentDialogButton>
      );
    case 'demo':
      return (
        <VideoDialogButton video={action.video} title={`${service.title} demo`} className={actionClass}>
          <PlayCircle aria-hidden="true" className="size-4" />
          {action.label}
        </VideoDialogButton>
      );
    case 'page':
      return (
        <Link href={action.href} className={actionClass}>
          {action.label}
          <span className="sr-only">: {service.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      );
    case 'enquiry':
      return (
        <ActionLink action={{ kind: 'whatsapp', text: action.text }} variant="secondary" size="sm">
          {action.label}
        </ActionLink>
      );
  }
}

/** A service: icon, category and title in one row, the pitch, the features and its one action. */
export function ServiceCard({ service, action }: { service: Service; action: CardAction }) {
  return (
    <article className="card svc-card" data-testid="service-card" data-category={service.category}>
      <header>
        <span>
          <ServiceIcon name={service.icon} className="size-6" />
        </span>
        <div>
          <small>{service.category}</small>
          <h3>{service.title}</h3>
        </div>
      </header>
      <p>{service.description}</p>
      <CheckList items={service.features} />
      <div>
        <CardButton service={service} action={action} />
      </div>
    </article>
  );
}

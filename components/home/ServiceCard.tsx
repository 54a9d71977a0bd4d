import Link from '@/components/ui/Link';
import { ArrowRight, Images, PlayCircle } from 'lucide-react';
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
          <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover/btn:translate-x-0.5" />
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

export function ServiceCard({ service, action }: { service: Service; action: CardAction }) {
  return (
    <article
      className="card group flex h-full flex-col p-6 transition-[box-shadow,transform] duration-300 hover:-translate-y-1 hover:shadow-[var(--shadow-lift)] sm:p-7"
      data-testid="service-card"
      data-category={service.category}
    >
      <div className="flex items-start justify-between gap-4">
        <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-white shadow-md shadow-brand-900/20">
          <ServiceIcon name={service.icon} className="size-6" />
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-600">{service.category}</span>
      </div>
      <h3 className="mt-5 text-xl font-bold">{service.title}</h3>
      <p className="mt-2 leading-7 text-slate-600">{service.description}</p>
      <CheckList items={service.features} className="mt-5" />
      <div className="mt-auto pt-6">
        <CardButton service={service} action={action} />
      </div>
    </article>
  );
}

import { CalendarCheck, Download } from '@/components/ui/icons';
import { ActionLink } from '@/components/ui/Button';
import { closingBanner } from '@/content/contact';

export function ClosingBanner() {
  return (
    <div className="bg-hero relative mt-10 overflow-hidden rounded-[2rem] px-5 py-9 text-center text-white sm:mt-16 sm:px-12 sm:py-16">
      <h3 className="mx-auto max-w-2xl text-2xl font-extrabold text-white sm:text-4xl">{closingBanner.heading}</h3>
      <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-slate-300 sm:text-lg">{closingBanner.text}</p>
      <div className="mt-6 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <ActionLink action={closingBanner.consultation.action} variant="light" size="lg">
          <CalendarCheck aria-hidden="true" className="size-5" />
          {closingBanner.consultation.label}
        </ActionLink>
        <ActionLink action={closingBanner.brochure.action} variant="outline-light" size="lg">
          <Download aria-hidden="true" className="size-5" />
          {closingBanner.brochure.label}
        </ActionLink>
      </div>
      <p className="mt-5 text-sm text-slate-300">
        Prefer it in your inbox?{' '}
        <ActionLink action={closingBanner.brochureByEmail.action} unstyled className="font-semibold text-white underline underline-offset-4 hover:text-accent-300">
          {closingBanner.brochureByEmail.label}
        </ActionLink>
      </p>
    </div>
  );
}

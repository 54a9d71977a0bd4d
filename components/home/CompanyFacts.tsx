import { Award, FileCheck2 } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/Button';
import { certificatesDoc } from '@/content/home';
import { certifications, companyInfo, contact } from '@/content/site';
import { formatLegalDate } from '@/lib/legal/date';
import { PhoneFold } from '@/components/ui/PhoneFold';
import { DocumentDialogButton } from './DocumentDialogButton';

const incorporated = formatLegalDate(companyInfo.incorporationDate);

const facts = [
  ['Registered name', companyInfo.legalName],
  ['Incorporated', incorporated],
  ['Authorised capital', companyInfo.authorisedCapital],
  ['Company registration (CIN)', companyInfo.cin],
  ['Tax registration (GSTIN)', companyInfo.gstin],
  ['Headquarters', companyInfo.headquarters],
] as const;

export function CompanyFacts() {
  return (
    <div className="mt-10 grid gap-3 sm:mt-20 sm:gap-6 lg:grid-cols-[1.3fr_0.7fr]">
      {/* The registration details fold on a phone; they are looked up, not read. */}
      <PhoneFold id="company-information" title="Company information" heading="h3" className="card px-5 sm:p-9" titleClassName="text-xl font-bold" summaryClassName="text-lg font-bold text-ink">
        <dl className="facts grid gap-x-8 gap-y-4 pb-5 sm:mt-6 sm:grid-cols-2 sm:gap-y-5 sm:pb-0">
          {facts.map(([label, value]) => (
            <div key={label} className={label === 'Headquarters' ? 'sm:col-span-2' : undefined}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </PhoneFold>
      <div className="flex flex-col rounded-[var(--radius-card)] bg-hero p-5 text-white sm:p-9">
        <h3 className="flex items-center gap-3 text-xl font-bold text-white sm:block">
          <span className="grid size-10 place-items-center rounded-xl bg-white/10 text-accent-300 sm:size-12">
            <Award aria-hidden="true" className="size-6" />
          </span>
          <span className="sm:mt-5 sm:block">Certifications</span>
        </h3>
        <ul className="mt-3 space-y-2 sm:mt-4 sm:space-y-3">
          {certifications.map((item) => (
            <li key={item} className="flex items-center gap-2.5 font-semibold text-slate-100">
              <FileCheck2 aria-hidden="true" className="size-5 text-accent-300" />
              {item}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-5 sm:pt-8">
          {/* View Certificates opens the compliance summary in the document viewer, with a
              button to request the full audit documents by e-mail (content/home.ts). */}
          <DocumentDialogButton
            file={certificatesDoc.file}
            title={certificatesDoc.title}
            description="Our ISO/IEC 27001 and GDPR practices at a glance. Full documents are shared on request."
            alt="Compliance summary listing ISO/IEC 27001 controls and GDPR readiness measures"
            className={buttonClasses({ variant: 'light' })}
            extraAction={{
              action: { kind: 'email', to: contact.supportEmail, ...certificatesDoc.requestMail },
              label: 'Request copies by e-mail',
            }}
          >
            View Certificates
          </DocumentDialogButton>
        </div>
      </div>
    </div>
  );
}

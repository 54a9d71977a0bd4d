/** Who to write to about a legal page; the facts come from content/site.ts. */
import { Building2, Mail } from '@/components/ui/icons';
import { addressText, companyInfo, contact } from '@/content/site';
import { mailtoUrl } from '@/lib/actions/outbound-urls';

export function LegalContact() {
  return (
    <aside aria-labelledby="legal-contact" className="mt-14 rounded-2xl border border-brand-100 bg-brand-50/60 p-6 sm:p-8">
      <h2 id="legal-contact" className="text-lg font-bold text-ink">
        Contact details
      </h2>
      <dl className="mt-4 grid gap-5 text-sm leading-6 sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-2 font-semibold text-ink">
            <Building2 className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
            {companyInfo.legalName}
          </dt>
          <dd className="mt-1 pl-7 text-slate-600">{addressText}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-semibold text-ink">
            <Mail className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
            E-mail
          </dt>
          <dd className="mt-1 pl-7">
            <a href={mailtoUrl(contact.supportEmail)} className="font-medium text-brand-700 underline underline-offset-4">
              {contact.supportEmail}
            </a>
          </dd>
        </div>
      </dl>
    </aside>
  );
}

/** Who to write to about a legal page; the facts come from content/site.ts. */
import { Building2, Mail } from 'lucide-react';
import { addressText, companyInfo, contact } from '@/content/site';
import { mailtoUrl } from '@/lib/outbound';

export function LegalContact() {
  return (
    <aside aria-labelledby="legal-contact" className="mt-14 rounded-2xl border border-brand-100 bg-brand-50/60 p-6 sm:p-8">
      <h2 id="legal-contact" className="text-lg font-bold text-ink">
        Contact details
      </h2>
      <dl className="mt-4 grid gap-4 text-sm leading-6 sm:grid-cols-2">
        <div className="flex gap-3">
          <Building2 className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <div>
            <dt className="font-semibold text-ink">{companyInfo.legalName}</dt>
            <dd className="text-slate-600">{addressText}</dd>
          </div>
        </div>
        <div className="flex gap-3">
          <Mail className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <div>
            <dt className="font-semibold text-ink">E-mail</dt>
            <dd>
              <a href={mailtoUrl(contact.supportEmail)} className="font-medium text-brand-700 underline underline-offset-4">
                {contact.supportEmail}
              </a>
            </dd>
          </div>
        </div>
      </dl>
    </aside>
  );
}

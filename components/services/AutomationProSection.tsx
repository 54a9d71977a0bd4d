import { Check, Sparkles, type IconComponent } from '@/components/ui/icons';
import { ActionLink } from '@/components/ui/Button';
import { Section, SectionHeading } from '@/components/ui/Section';
import { payloadTexts, premiumPopup } from '@/content/chat';

/**
 * Automation Pro on the services overview: the same features, benefits and offer as the
 * assistant's popup (content/chat.ts), so what Manu tells a visitor about it is on a page.
 */
export function AutomationProSection() {
  return (
    <Section id="automation-pro" labelledBy="automation-pro-heading" className="bg-slate-50">
      <SectionHeading id="automation-pro-heading" eyebrow="Premium plan" title={premiumPopup.name} intro={premiumPopup.intro} />
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        <ListCard title="Features" items={premiumPopup.features} Icon={Sparkles} />
        <ListCard title="Benefits" items={premiumPopup.benefits} Icon={Check} />
      </div>
      <div className="mx-auto mt-6 flex max-w-4xl flex-col items-center gap-4 rounded-2xl border border-amber-300 bg-amber-50 px-6 py-5 text-center sm:flex-row sm:justify-between sm:text-left">
        <div>
          <h3 className="text-xs font-bold tracking-wide text-amber-900 uppercase">{premiumPopup.offerTitle}</h3>
          <p className="mt-1 text-lg font-semibold text-ink">
            {premiumPopup.name}: {premiumPopup.offerText}
          </p>
        </div>
        <ActionLink action={{ kind: 'whatsapp', text: payloadTexts.whatsapp_automation_pro }} variant="primary">
          {premiumPopup.join}
        </ActionLink>
      </div>
    </Section>
  );
}

function ListCard({ title, items, Icon }: { title: string; items: readonly string[]; Icon: IconComponent }) {
  return (
    <div className="card p-6">
      <h3 className="text-lg font-bold">{title}</h3>
      <ul className="mt-4 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-2 text-slate-700">
            <Icon aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" /> {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

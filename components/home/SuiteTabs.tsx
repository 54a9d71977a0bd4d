import { FileText, Send } from '@/components/ui/icons';
import { ActionLink } from '@/components/ui/Button';
import { RadioTabs } from '@/components/ui/RadioTabs';
import type { SuiteTab } from '@/content/home';
import { suiteDemoText, suiteFeaturesMail } from '@/lib/home/suite';
import { FeatureList } from './FeatureList';

/**
 * ERP (default) / CRM / HRM. Each module's panel carries its own Request Demo and View
 * Features, so the buttons always act on the module shown, with no script.
 */
export function SuiteTabs({ tabs, salesEmail }: { tabs: readonly SuiteTab[]; salesEmail: string }) {
  return (
    <RadioTabs
      name="suite-module"
      label="Suite modules"
      listClassName="inline-flex rounded-full bg-white/10 p-1 ring-1 ring-white/15"
      tabClassName="suite-tab"
      panelClassName="mt-6"
      items={tabs.map((tab) => ({
        value: tab.id,
        tab: tab.label,
        panel: (
          <>
            <h4 className="text-xl font-bold text-white">{tab.name}</h4>
            <p className="mt-1 text-slate-300">{tab.subtitle}</p>
            <FeatureList features={tab.features} tone="dark" />
            <div className="mt-8 flex flex-wrap gap-3">
              <ActionLink action={{ kind: 'whatsapp', text: suiteDemoText(tab) }} variant="light">
                <Send aria-hidden="true" className="size-4" />
                Request Demo
                <span className="sr-only">: {tab.label} module</span>
              </ActionLink>
              <ActionLink action={{ kind: 'email', to: salesEmail, ...suiteFeaturesMail(tab) }} variant="outline-light">
                <FileText aria-hidden="true" className="size-4" />
                View Features
                <span className="sr-only">: {tab.label} module</span>
              </ActionLink>
            </div>
          </>
        ),
      }))}
    />
  );
}

'use client';

import { FileText, Send } from 'lucide-react';
import { useState } from 'react';
import { ActionLink } from '@/components/ui/Button';
import { Tabs } from '@/components/ui/Tabs';
import { suiteDemoText, suiteFeaturesMail, type SuiteTab } from '@/content/home';
import { FeatureList } from './FeatureList';

/** ERP (default) / CRM / HRM tabs; Request Demo and View Features act on the selected tab. */
export function SuiteTabs({ tabs, salesEmail }: { tabs: readonly SuiteTab[]; salesEmail: string }) {
  const [selected, setSelected] = useState<SuiteTab['id']>(tabs[0]!.id);
  const tab = tabs.find((t) => t.id === selected) ?? tabs[0]!;

  return (
    <div>
      <Tabs
        label="Suite modules"
        value={selected}
        onChange={setSelected}
        listClassName="inline-flex rounded-full bg-white/10 p-1 ring-1 ring-white/15"
        tabClassName="h-10 rounded-full px-5 text-sm font-bold text-slate-200 transition-colors hover:text-white data-[state=active]:bg-white data-[state=active]:text-brand-800"
        panelClassName="mt-6 focus-visible:outline-offset-4"
        items={tabs.map((t) => ({
          value: t.id,
          tab: t.label,
          panel: (
            <>
              <h4 className="text-xl font-bold text-white">{t.name}</h4>
              <p className="mt-1 text-slate-300">{t.subtitle}</p>
              <FeatureList features={t.features} tone="dark" />
            </>
          ),
        }))}
      />
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
    </div>
  );
}

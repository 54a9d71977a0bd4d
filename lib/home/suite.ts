/** What the ERP / CRM / HRM suite's buttons send: a WhatsApp demo request and a feature-list e-mail for one module. */
import type { SuiteTab } from '@/content/home';

export const suiteDemoText = (tab: SuiteTab) =>
  `Hello! I'd like a demo of the ${tab.label} module (${tab.name}) of your ERP / CRM / HRM Suite.`;
export const suiteFeaturesMail = (tab: SuiteTab) => ({
  subject: `Feature request: ${tab.label} module (${tab.name})`,
  body: `Hello Maninfini team,\n\nPlease send me the detailed feature list and pricing for the ${tab.label} module of the ERP / CRM / HRM Suite.\n\nThank you.`,
});

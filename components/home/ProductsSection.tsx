import { Boxes, FileText, MessageCircle, PlayCircle, Send } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { ActionLink, buttonClasses } from '@/components/ui/Button';
import { Section, SectionHeading } from '@/components/ui/Section';
import { chatbotProduct, inventoryProduct, productsIntro, suite } from '@/content/home';
import { contact } from '@/content/site';
import { FeatureList } from './FeatureList';
import { SuiteTabs } from './SuiteTabs';
import { VideoDialogButton } from './VideoDialogButton';

function ProductCard({ icon, name, tagline, features, actions, testId }: {
  icon: ReactNode;
  name: string;
  tagline: string;
  features: readonly string[];
  actions: ReactNode;
  testId: string;
}) {
  return (
    <article className="card flex w-[85%] flex-col p-5 sm:w-[60%] sm:p-9 lg:w-auto" data-testid={testId}>
      <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 sm:size-14">{icon}</span>
      <h3 className="mt-4 text-xl font-extrabold sm:mt-6 sm:text-2xl">{name}</h3>
      <p className="mt-2 leading-7 text-slate-600">{tagline}</p>
      <FeatureList features={features} />
      <div className="mt-auto flex flex-wrap gap-3 pt-6 sm:pt-8">{actions}</div>
    </article>
  );
}

export function ProductsSection() {
  return (
    // Not deferred: its dark suite panel would read as light-on-white to a contrast checker
    // before any scroll (tests/e2e/contrast-unscrolled.spec.ts). The light product cards are.
    <Section id="products" labelledBy="products-title">
      <SectionHeading id="products-title" eyebrow={productsIntro.eyebrow} title={productsIntro.title} intro={productsIntro.text} />
      {/* On phones and tablets the two products are a row to swipe through, one card in view with
          the next peeking in, each as tall as what it holds (its buttons right after its features);
          from 1024 px they stand side by side, their buttons level. The suite,
          a much taller panel, follows below at every width: in the row it would make the row as
          tall as itself and leave the product cards' buttons under an empty band. */}
      <div className="swipe-row items-start lg:mx-0 lg:grid lg:grid-cols-2 lg:items-stretch lg:gap-6 lg:overflow-visible lg:px-0 lg:pb-0">
        <ProductCard
          testId="product-inventory"
          icon={<Boxes aria-hidden="true" className="size-7" />}
          name={inventoryProduct.name}
          tagline={inventoryProduct.tagline}
          features={inventoryProduct.features}
          actions={
            <>
              <ActionLink action={{ kind: 'whatsapp', text: inventoryProduct.demoText }}>
                <Send aria-hidden="true" className="size-4" />
                Request Demo
              </ActionLink>
              <ActionLink action={{ kind: 'email', to: contact.salesEmail, ...inventoryProduct.featuresMail }} variant="secondary">
                <FileText aria-hidden="true" className="size-4" />
                View Features
              </ActionLink>
            </>
          }
        />
        <ProductCard
          testId="product-chatbot"
          icon={<MessageCircle aria-hidden="true" className="size-7" />}
          name={chatbotProduct.name}
          tagline={chatbotProduct.tagline}
          features={chatbotProduct.features}
          actions={
            <>
              <ActionLink action={{ kind: 'whatsapp', text: chatbotProduct.trialText }} variant="whatsapp" className="bg-[#0b7a3e]! hover:bg-[#096b36]!">
                <MessageCircle aria-hidden="true" className="size-4" />
                Start Free Trial
              </ActionLink>
              <VideoDialogButton video={chatbotProduct.demoVideo} title={chatbotProduct.demoTitle} className={buttonClasses({ variant: 'secondary' })}>
                <PlayCircle aria-hidden="true" className="size-4" />
                See Demo
              </VideoDialogButton>
            </>
          }
        />
      </div>
      <div className="mt-3 overflow-hidden rounded-[var(--radius-card)] bg-hero p-5 text-white sm:p-10 lg:mt-6" data-testid="product-suite">
        <div className="grid gap-5 sm:gap-8 lg:grid-cols-[0.8fr_1.2fr] lg:gap-12">
          <div>
            <p className="eyebrow border-white/20 bg-white/10 text-brand-100">Business suite</p>
            <h3 className="mt-3 text-xl font-extrabold text-white sm:mt-4 sm:text-3xl">{suite.name}</h3>
            <p className="mt-3 leading-7 text-slate-300">{suite.tagline}</p>
          </div>
          <SuiteTabs tabs={suite.tabs} salesEmail={contact.salesEmail} />
        </div>
      </div>
    </Section>
  );
}

'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Brain, Check, Code2, Globe, ImagePlus, Lightbulb, Sparkles, X } from '@/components/ui/icons';
import { buttonClasses } from '@/components/ui/Button';
import { payloadTexts, premiumPopup } from '@/content/chat';
import { performAction } from '@/lib/actions/perform.browser';

const featureIcons = [ImagePlus, Globe, Code2, Brain, Lightbulb];

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The 'Join Automation Pro' offer, opened by reply buttons and the prompt box's plus and tools buttons. */
export function PremiumDialog({ open, onOpenChange }: Props) {
  const join = () => {
    performAction({ kind: 'whatsapp', text: payloadTexts.whatsapp_automation_pro });
    onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] bg-night/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[90] max-h-[92dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] bg-white shadow-2xl focus:outline-none">
          <div className="bg-hero relative px-6 pt-7 pb-6 text-white">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
              <Sparkles aria-hidden="true" className="size-3.5" /> Pro
            </span>
            <Dialog.Title className="mt-3 text-2xl font-bold text-white">{premiumPopup.title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-white/85">{premiumPopup.intro}</Dialog.Description>
            <Dialog.Close aria-label="Close" className="absolute top-4 right-4 grid size-9 place-items-center rounded-full text-white/85 hover:bg-white/10 hover:text-white">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="space-y-5 px-6 py-5">
            <section aria-labelledby="pro-features">
              <h3 id="pro-features" className="text-sm font-semibold text-ink">Features</h3>
              <ul className="mt-2 grid grid-cols-2 gap-2">
                {premiumPopup.features.map((feature, i) => {
                  const Icon = featureIcons[i] ?? Sparkles;
                  return (
                    <li key={feature} className="flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900">
                      <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-600" /> {feature}
                    </li>
                  );
                })}
              </ul>
            </section>
            <section aria-labelledby="pro-benefits">
              <h3 id="pro-benefits" className="text-sm font-semibold text-ink">Benefits</h3>
              <ul className="mt-2 space-y-1.5">
                {premiumPopup.benefits.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-2 text-sm text-slate-700">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" /> {benefit}
                  </li>
                ))}
              </ul>
            </section>
            <div className="rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3">
              <p className="text-xs font-bold tracking-wide text-amber-900 uppercase">{premiumPopup.offerTitle}</p>
              <p className="mt-0.5 text-base font-semibold text-ink">{premiumPopup.offerText}</p>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row-reverse">
              <button type="button" onClick={join} className={buttonClasses({ variant: 'primary', className: 'sm:flex-1' })}>
                {premiumPopup.join}
              </button>
              <Dialog.Close className={buttonClasses({ variant: 'secondary', className: 'sm:flex-1' })}>{premiumPopup.later}</Dialog.Close>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

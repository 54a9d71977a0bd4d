/** "Don't see your role?": pitch by e-mail as a General Application, or a quick WhatsApp chat. */
import { MessageCircle, Send } from '@/components/ui/icons';
import { pitchBlock } from '@/content/careers';
import { CareersLink } from './CareersLink';

export function PitchBlock() {
  return (
    <div id="pitch" className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-accent-600 px-6 py-12 text-center shadow-[var(--shadow-lift)] sm:px-12 sm:py-16">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" />
      <h2 className="relative text-3xl font-bold text-white sm:text-4xl">{pitchBlock.title}</h2>
      <p className="relative mx-auto mt-4 max-w-2xl text-base leading-7 text-brand-50">{pitchBlock.text}</p>
      <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <CareersLink
          intent="pitch"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-white px-6 text-sm font-semibold text-brand-800 shadow transition hover:bg-brand-50"
        >
          <Send className="size-4" aria-hidden="true" />
          Pitch your role
        </CareersLink>
        <CareersLink
          intent="whatsapp"
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-white/40 px-6 text-sm font-semibold text-white transition hover:bg-white/10"
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          Quick chat on WhatsApp
        </CareersLink>
      </div>
    </div>
  );
}

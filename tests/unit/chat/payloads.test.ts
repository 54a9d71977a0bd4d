import { HANDOFF_QUESTION_CHARS, handoffText, KNOWN_PAYLOADS, mapPayload } from '@/lib/chat/payloads';
import { payloadTexts } from '@/content/chat';
import { contact } from '@/content/site';

describe('mapPayload', () => {
  it('handles the sixteen payload keys a reply button can carry', () => {
    expect(KNOWN_PAYLOADS.sort()).toEqual(
      [
        'whatsapp_pricing', 'whatsapp_webdev', 'whatsapp_automation', 'whatsapp_portfolio', 'whatsapp_contact',
        'whatsapp_automation_pro', 'whatsapp_general', 'contact_us', 'email_pricing', 'email_contact', 'automation_pro',
        'portfolio_web', 'portfolio_ai', 'ai_automation', 'process_automation', 'other_features',
      ].sort(),
    );
  });

  it('sends whatsapp_* payloads to WhatsApp with a prefilled text', () => {
    for (const key of KNOWN_PAYLOADS.filter((k) => k.startsWith('whatsapp_'))) {
      const action = mapPayload(key);
      expect(action.kind).toBe('outbound');
      if (action.kind === 'outbound' && action.action.kind === 'whatsapp') expect(action.action.text).toMatch(/\w/);
      else throw new Error(`${key} is not a WhatsApp action`);
    }
    const pro = mapPayload('whatsapp_automation_pro');
    expect(pro.kind === 'outbound' && pro.action.kind === 'whatsapp' && pro.action.text).toMatch(/50% off the first month/);
  });

  it('maps contact, e-mail and popup payloads', () => {
    expect(mapPayload('contact_us')).toEqual({ kind: 'navigate', href: '/contact/' });
    expect(mapPayload('email_pricing')).toMatchObject({ kind: 'outbound', action: { kind: 'email', to: contact.salesEmail } });
    expect(mapPayload('email_contact')).toMatchObject({ kind: 'outbound', action: { kind: 'email', to: contact.supportEmail } });
    expect(mapPayload('automation_pro')).toEqual({ kind: 'popup' });
  });

  it('maps the five payloads whose names leave the destination open as documented', () => {
    expect(mapPayload('ai_automation')).toMatchObject({ kind: 'outbound', action: { kind: 'whatsapp' } });
    expect(mapPayload('process_automation')).toMatchObject({ kind: 'outbound', action: { kind: 'whatsapp' } });
    expect(mapPayload('portfolio_web')).toMatchObject({ kind: 'outbound', action: { kind: 'email', to: contact.salesEmail, subject: 'Web portfolio request' } });
    expect(mapPayload('portfolio_ai')).toMatchObject({ kind: 'outbound', action: { kind: 'email', to: contact.salesEmail, subject: 'AI case studies request' } });
    expect(mapPayload('other_features')).toEqual({ kind: 'popup' });
  });

  it('carries the visitor\'s question into every WhatsApp hand-off, cut when long, and nowhere else', () => {
    const question = 'What does a virtual office cost?';
    for (const key of KNOWN_PAYLOADS) {
      const action = mapPayload(key, { question });
      if (action.kind === 'outbound' && action.action.kind === 'whatsapp') expect(action.action.text).toMatch(/\n\nMy question: What does a virtual office cost\?$/);
      else expect(JSON.stringify(action)).not.toContain(question);
    }
    expect(mapPayload('whatsapp_pricing', { question: '  ' })).toEqual(mapPayload('whatsapp_pricing'));
    expect(handoffText(payloadTexts.whatsapp_general, 'x'.repeat(1000)).endsWith('…')).toBe(true);
    expect(handoffText('Hi', 'x'.repeat(1000))).toHaveLength('Hi\n\nMy question: '.length + HANDOFF_QUESTION_CHARS);
  });

  it('sends any other payload as a chat message', () => {
    expect(mapPayload('What does a virtual office cost?')).toEqual({ kind: 'message', text: 'What does a virtual office cost?' });
    expect(mapPayload('toString')).toEqual({ kind: 'message', text: 'toString' });
  });
});

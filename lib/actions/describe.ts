/**
 * What a call to action does, decided without touching the browser: the URL to open,
 * whether it needs a new tab, and the analytics event it reports.
 * Anchors render these as real links (so they work before any script runs), and the
 * imperative adapter in lib/actions/perform.browser.ts uses the same description.
 */
import { contact, location } from '@/content/site';
import type { AnalyticsEvent, EventParams } from '@/lib/analytics/events';
import { directionsUrl, mailtoUrl, mapsUrl, telUrl, whatsappUrl, type MapTarget } from '@/lib/actions/outbound-urls';
import { whatsappTexts } from '@/content/site';

export type OutboundAction =
  | { kind: 'whatsapp'; text?: string; number?: string }
  | { kind: 'email'; to?: string; subject?: string; body?: string }
  | { kind: 'call'; phone?: string }
  | { kind: 'map'; target?: MapTarget }
  | { kind: 'directions'; target?: MapTarget }
  | { kind: 'download'; href: string; filename?: string }
  | { kind: 'outbound'; href: string; newTab?: boolean };

export type ActionDescription = {
  href: string;
  newTab: boolean;
  download?: string;
  event: AnalyticsEvent;
  params: EventParams;
};

const office: MapTarget = { lat: location.lat, lng: location.lng };

export function describeAction(action: OutboundAction): ActionDescription {
  switch (action.kind) {
    case 'whatsapp': {
      const text = action.text ?? whatsappTexts.default;
      return {
        href: whatsappUrl(text, action.number ?? contact.whatsappNumber),
        newTab: true,
        event: 'whatsapp_open',
        params: { message_length: text.length },
      };
    }
    case 'email': {
      const to = action.to ?? contact.supportEmail;
      return {
        href: mailtoUrl(to, { subject: action.subject, body: action.body }),
        newTab: false,
        event: 'email_click',
        params: { email: to, subject: action.subject },
      };
    }
    case 'call': {
      const phone = action.phone ?? contact.mainPhone;
      return { href: telUrl(phone), newTab: false, event: 'call_click', params: { phone: phone.replace(/\s+/g, '') } };
    }
    case 'map':
    case 'directions': {
      const href = action.kind === 'map' ? mapsUrl(action.target ?? office) : directionsUrl(action.target ?? office);
      return { href, newTab: true, event: 'outbound_click', params: { url: href } };
    }
    case 'download': {
      const filename = action.filename ?? action.href.split('/').pop() ?? 'download';
      return { href: action.href, newTab: false, download: filename, event: 'file_download', params: { file: filename } };
    }
    case 'outbound':
      return { href: action.href, newTab: action.newTab ?? true, event: 'outbound_click', params: { url: action.href } };
  }
}

/** Serialised onto anchors as data attributes so one delegated listener can report clicks. */
export function trackingAttributes(event: AnalyticsEvent, params: EventParams = {}) {
  return { 'data-track': event, 'data-track-params': JSON.stringify(params) } as const;
}

export function parseTrackingAttributes(
  event: string | null | undefined,
  params: string | null | undefined,
): { event: AnalyticsEvent; params: EventParams } | null {
  if (!event) return null;
  let parsed: EventParams = {};
  try {
    const value: unknown = params ? JSON.parse(params) : {};
    if (value && typeof value === 'object' && !Array.isArray(value)) parsed = value as EventParams;
  } catch {
    /* a malformed attribute still reports the event */
  }
  return { event: event as AnalyticsEvent, params: parsed };
}

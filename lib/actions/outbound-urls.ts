/**
 * Pure builders for every outbound action a call to action can take.
 * They return URLs only; opening them and reporting analytics happens in lib/browser/.
 */
import { contact, whatsappTexts } from '@/content/site';

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** wa.me wants the international number as bare digits. */
export function whatsappUrl(text: string = whatsappTexts.default, number: string = contact.whatsappNumber): string {
  const digits = digitsOnly(number);
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

export type MailDraft = { subject?: string; body?: string };

export function mailtoUrl(address: string, draft: MailDraft = {}): string {
  const params: string[] = [];
  // URLSearchParams would write spaces as '+', which mail clients show literally.
  if (draft.subject) params.push(`subject=${encodeURIComponent(draft.subject)}`);
  if (draft.body) params.push(`body=${encodeURIComponent(draft.body)}`);
  return `mailto:${address}${params.length ? `?${params.join('&')}` : ''}`;
}

/** White space is removed from the number. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

export type MapTarget = { lat: number; lng: number } | { address: string };

/** A map search by coordinates when known, otherwise by address text. */
export function mapsUrl(target: MapTarget): string {
  const query = 'address' in target ? target.address : `${target.lat},${target.lng}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function directionsUrl(target: MapTarget): string {
  const destination = 'address' in target ? target.address : `${target.lat},${target.lng}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** The keyless embed address for the contact section's map. */
export function mapEmbedUrl(target: MapTarget, zoom = 16): string {
  const query = 'address' in target ? target.address : `${target.lat},${target.lng}`;
  return `https://maps.google.com/maps?q=${encodeURIComponent(query)}&z=${zoom}&output=embed`;
}

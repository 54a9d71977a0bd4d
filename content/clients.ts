/**
 * The ten client logos of the home page's clients strip. The companies
 * are fictional sample customers; their logos are SVGs drawn for this site.
 */

export type ClientLogo = { name: string; logo: string; width: number; height: number };

export const clients: readonly ClientLogo[] = [
  { name: 'Kaveri Foods', logo: '/clients/kaveri-foods.svg', width: 168, height: 48 },
  { name: 'Deccan Precision Tools', logo: '/clients/deccan-precision.svg', width: 168, height: 48 },
  { name: 'Harbourline Logistics', logo: '/clients/harbourline.svg', width: 168, height: 48 },
  { name: 'Loomkart', logo: '/clients/loomkart.svg', width: 168, height: 48 },
  { name: 'Nordvik Health', logo: '/clients/nordvik-health.svg', width: 168, height: 48 },
  { name: 'Southern Spice Co.', logo: '/clients/southern-spice.svg', width: 168, height: 48 },
  { name: 'Gulfstar Payments', logo: '/clients/gulfstar.svg', width: 168, height: 48 },
  { name: 'CareFirst Clinics', logo: '/clients/carefirst.svg', width: 168, height: 48 },
  { name: 'Sahyadri Co-operative Bank', logo: '/clients/sahyadri-bank.svg', width: 168, height: 48 },
  { name: 'Tiffinly', logo: '/clients/tiffinly.svg', width: 168, height: 48 },
];

/** The strip's loop duration in seconds. */
export const CLIENT_LOOP_SECONDS = 30;

/** Mount point of the cookie-consent banner; listens for 'mf-open-consent' to re-open. */
export function ConsentBanner() {
  return null;
}

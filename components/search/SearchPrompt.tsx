/** The no-query prompt; also in the static fallback, so hydration does not move the page. */
export function SearchPrompt() {
  return <p className="text-center text-lg text-slate-600">Enter your search terms to find what you&apos;re looking for</p>;
}

export function TypingIndicator({ label }: { label: string }) {
  return (
    <p role="status" className="mt-4 flex items-center gap-2.5 text-sm text-slate-600">
      <span aria-hidden="true" className="inline-flex items-center gap-1 rounded-2xl rounded-tl-md bg-white px-3 py-2.5 shadow-sm ring-1 ring-slate-200/80">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-1.5 animate-bounce rounded-full bg-brand-400" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
      {label}
    </p>
  );
}

import type { FormEvent, ReactNode } from 'react';

export type RadioTab<V extends string> = { value: V; tab: ReactNode; panel: ReactNode };

/**
 * Tabs built from radio buttons: one choice, the arrow keys move it, and the panel in the
 * checked radio's position shows (the `.radio-tabs` rules in app/globals.css, with `:has()`).
 * The browser does all of it, so a tap works from the first paint, before any script; a
 * browser without `:has()` shows every panel in turn. The first item is checked unless
 * `defaultValue` says otherwise. `onChange` (for a client island using these) hears each
 * change.
 */
export function RadioTabs<V extends string>({
  name,
  label,
  items,
  defaultValue,
  onChange,
  listClassName,
  tabClassName,
  panelClassName,
}: {
  name: string;
  label: string;
  items: readonly RadioTab<V>[];
  defaultValue?: V;
  onChange?: (value: V) => void;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
}) {
  const checked = defaultValue ?? items[0]?.value;
  return (
    <div className="radio-tabs">
      <fieldset
        className={listClassName}
        onChange={onChange ? (event: FormEvent<HTMLFieldSetElement>) => onChange((event.target as unknown as HTMLInputElement).value as V) : undefined}
      >
        <legend className="sr-only">{label}</legend>
        {items.map((item) => (
          // The label's pointer and focus ring come from `.radio-tabs > fieldset > label`.
          <label key={item.value} className={tabClassName}>
            <input type="radio" name={name} value={item.value} defaultChecked={item.value === checked} className="sr-only" />
            {item.tab}
          </label>
        ))}
      </fieldset>
      <div data-panels="">
        {items.map((item) => (
          <div key={item.value} className={panelClassName}>
            {item.panel}
          </div>
        ))}
      </div>
    </div>
  );
}

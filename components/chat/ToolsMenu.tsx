'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Brain, Code2, Globe, ImagePlus, Lightbulb, SlidersHorizontal, type IconComponent } from '@/components/ui/icons';
import { promptTools, type PromptToolId } from '@/content/chat';

export const toolIcons: Record<PromptToolId, IconComponent> = {
  createImage: ImagePlus,
  searchWeb: Globe,
  writeCode: Code2,
  deepResearch: Brain,
  thinkLonger: Lightbulb,
};

type Props = { disabled?: boolean; onChoose: (id: PromptToolId) => void; onOpenChange?: (open: boolean) => void };

/** The prompt box's five tools; choosing one closes the menu. */
export function ToolsMenu({ disabled, onChoose, onOpenChange }: Props) {
  return (
    <DropdownMenu.Root onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        disabled={disabled}
        className="inline-flex h-9 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-slate-700 transition hover:bg-slate-100 disabled:opacity-50 data-[state=open]:bg-slate-100"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Tools
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={6}
          className="z-[85] w-64 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-[var(--shadow-lift)]"
        >
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-slate-600">Tools</DropdownMenu.Label>
          {promptTools.map((tool) => {
            const Icon = toolIcons[tool.id];
            return (
              <DropdownMenu.Item
                key={tool.id}
                onSelect={() => onChoose(tool.id)}
                className="flex cursor-pointer items-center gap-2.5 rounded-xl px-2.5 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900"
              >
                <Icon aria-hidden="true" className="size-4 text-brand-600" />
                <span className="flex-1">{tool.name}</span>
                {'extra' in tool ? <span className="rounded-full bg-slate-100 px-2 py-0.5 text-[0.7rem] font-semibold text-slate-700">{tool.extra}</span> : null}
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The 'Human + AI Collective' section. Only the cards shown while collapsed are rendered
 * here: the other 145 (generated sample profiles) are drawn by the island
 * when the visitor asks for them, so the page's HTML, payload and hydration carry 6 cards,
 * not 151.
 */
import { roster } from '@/lib/team/team-roster';
import { ROSTER_COLLAPSED_COUNT, entriesForTab } from '@/lib/team/roster';
import { RosterCard } from './RosterCard';
import { RosterTabs } from './RosterTabs';

export function Roster() {
  const panels = [
    { value: 'employees', label: 'Human Specialists', listId: 'roster-humans' },
    { value: 'ai', label: 'AI Agents', listId: 'roster-agents' },
  ] as const;
  return (
    <RosterTabs
      panels={panels.map((panel) => {
        const entries = entriesForTab(roster, panel.value);
        return {
          ...panel,
          count: entries.length,
          firstCards: entries.slice(0, ROSTER_COLLAPSED_COUNT).map((entry) => <RosterCard key={entry.id} entry={entry} />),
        };
      })}
    />
  );
}

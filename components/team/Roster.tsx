/** The 'Human + AI Collective' section: server-rendered lists handed to the small tabs island. */
import { roster } from '@/content/team';
import { RosterList } from './RosterCard';
import { RosterTabs } from './RosterTabs';

/** Spec 001 §9.2: three cards show while collapsed. */
export const COLLAPSED_COUNT = 3;

export function Roster() {
  return (
    <RosterTabs
      panels={[
        {
          value: 'employees',
          label: 'Human Specialists',
          count: roster.humans.length,
          listId: 'roster-humans',
          list: <RosterList id="roster-humans" entries={roster.humans} collapsedCount={COLLAPSED_COUNT} />,
        },
        {
          value: 'ai',
          label: 'AI Agents',
          count: roster.agents.length,
          listId: 'roster-agents',
          list: <RosterList id="roster-agents" entries={roster.agents} collapsedCount={COLLAPSED_COUNT} />,
        },
      ]}
    />
  );
}

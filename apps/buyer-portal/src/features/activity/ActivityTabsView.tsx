import { Box, Button } from '@wanju/ui';
import { ACTIVITY_TEXT as T } from './messages';

export interface ActivityTabsViewProps {
  activities: readonly { type: string; label: string }[];
  /** The route's type; one not in the list highlights none. */
  selected: string;
  onSelect: (type: string) => void;
}

/** The activity types of /factoryRecommend/{type}: one button per activity, the current one highlighted. */
export function ActivityTabsView({ activities, selected, onSelect }: ActivityTabsViewProps) {
  return (
    <nav aria-label={T.types}>
      <Box display="flex" gap="xs" flexWrap="wrap">
        {activities.map((a) => (
          <Button
            key={a.type}
            size="sm"
            variant={a.type === selected ? 'primary' : 'outline'}
            data-current={a.type === selected || undefined}
            onPress={() => onSelect(a.type)}
          >
            {a.label}
          </Button>
        ))}
      </Box>
    </nav>
  );
}

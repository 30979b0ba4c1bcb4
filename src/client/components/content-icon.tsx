import { CircleCheck, type LucideIcon } from 'lucide-react';
import type { IconName } from '../content/site/types.ts';
import * as contentIcons from './content-icons.ts';

// IconName allows every lucide icon; a name content-icons.ts does not list shows the dot.
const icons: Partial<Record<IconName, LucideIcon>> = contentIcons;

/** The icon a piece of content names; a plain dot for a name not in the map. */
export function ContentIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name] ?? CircleCheck;
  return <Icon className={className} aria-hidden="true" />;
}

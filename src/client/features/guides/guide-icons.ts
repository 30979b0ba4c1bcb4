import {
  Bell,
  CalendarCheck,
  ChartCandlestick,
  CircleCheck,
  CircleDot,
  CirclePlus,
  Clock,
  Code,
  Coins,
  KeyRound,
  OctagonX,
  Scale,
  Send,
  Server,
  Settings2,
  ShieldCheck,
  ShieldExclamationPoint,
  Target,
  TrendingDown,
  TrendingUp,
  TriangleExclamationPoint,
  ZapOff,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from '../../content/site/types.ts';

/**
 * The icons the guide pages' content names, imported one by one so the bundle holds only these
 * (lucide's `icons` object would pull in every icon). Add a line here when content names a new one.
 */
const guideIcons = {
  Bell,
  CalendarCheck,
  ChartCandlestick,
  CircleCheck,
  CirclePlus,
  Clock,
  Code,
  Coins,
  KeyRound,
  OctagonX,
  Scale,
  Send,
  Server,
  Settings2,
  ShieldCheck,
  ShieldExclamationPoint,
  Target,
  TrendingDown,
  TrendingUp,
  TriangleExclamationPoint,
  ZapOff,
} as const satisfies Partial<Record<IconName, LucideIcon>>;

const lookup: Partial<Record<IconName, LucideIcon>> = guideIcons;

/** True when the map has the icon; a unit test checks every name the guide content uses. */
export function hasGuideIcon(name: IconName): boolean {
  return lookup[name] !== undefined;
}

/** The icon component for a content icon name, or a neutral dot for a name not mapped yet. */
export function guideIcon(name: IconName): LucideIcon {
  return lookup[name] ?? CircleDot;
}

import { ContentIcon } from '../../components/content-icon.tsx';
import type { IconName } from '../../content/site/types.ts';

/** A content icon by name, decorative: the text beside it carries the meaning. */
export function GuideIcon({ name, className }: { name: IconName; className?: string }) {
  return <ContentIcon name={name} className={className} />;
}

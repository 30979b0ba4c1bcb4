import { createElement } from 'react';
import type { IconName } from '../../content/site/types.ts';
import { guideIcon } from './guide-icons.ts';

/** A content icon by name, decorative: the text beside it carries the meaning. */
export function GuideIcon({ name, className }: { name: IconName; className?: string }) {
  return createElement(guideIcon(name), { className, 'aria-hidden': true });
}

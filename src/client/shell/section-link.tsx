import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { interfaceLimits } from '../../shared/site-config.ts';
import { scrollToSection, scrollToSectionWhenRendered } from './scroll-to-section.ts';

interface SectionLinkProps {
  section: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a home-page section. On the home page it scrolls there; elsewhere it goes home first
 * and scrolls once the page has rendered. Without JavaScript it is a plain `/#section` link.
 */
export function SectionLink({ section, className, children }: SectionLinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <a
      href={`/#${section}`}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (location.pathname === '/') {
          scrollToSection(section);
          history.replaceState(history.state, '', `/#${section}`);
          return;
        }
        void navigate('/');
        setTimeout(() => {
          scrollToSectionWhenRendered(section, () =>
            history.replaceState(history.state, '', `/#${section}`),
          );
        }, interfaceLimits.anchorNavigateDelayMs);
      }}
    >
      {children}
    </a>
  );
}

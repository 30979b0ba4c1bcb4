// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink, useLocation } from './page-links.tsx';

function at(pathname: string) {
  window.history.replaceState(null, '', pathname);
}

afterEach(() => at('/'));

describe('the islands’ links', () => {
  it('Link is a plain link to its page', () => {
    render(
      <Link to="/pricing" className="btn">
        Get Started
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Get Started' });
    expect(link.getAttribute('href')).toBe('/pricing');
    expect(link.className).toBe('btn');
  });

  it('NavLink marks its own page and the pages below it, as React Router does', () => {
    at('/blog/some-article');
    const className = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');
    render(
      <>
        <NavLink to="/blog" className={className}>
          Blog
        </NavLink>
        <NavLink to="/faq" className={className}>
          FAQ
        </NavLink>
        <NavLink to="/" className={className}>
          Home
        </NavLink>
      </>,
    );
    const blog = screen.getByRole('link', { name: 'Blog' });
    expect(blog.getAttribute('aria-current')).toBe('page');
    expect(blog.className).toBe('on');
    expect(screen.getByRole('link', { name: 'FAQ' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Home' }).className).toBe('off');
  });

  it('useLocation reads the page’s address', () => {
    at('/faq?x=1#contact');
    let seen: ReturnType<typeof useLocation> | undefined;
    function Probe() {
      seen = useLocation();
      return null;
    }
    render(<Probe />);
    expect(seen).toEqual({ pathname: '/faq', search: '?x=1', hash: '#contact' });
  });
});

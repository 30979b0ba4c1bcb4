// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Link,
  NavLink,
  pageLoad,
  useLocation,
  useNavigate,
  useSearchParams,
} from './page-links.tsx';

function at(pathname: string) {
  window.history.replaceState(null, '', pathname);
}

afterEach(() => {
  at('/');
  vi.restoreAllMocks();
});

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

  it('useSearchParams reads the query; a new query loads the page at it', () => {
    at('/checkout?art=12');
    const assign = vi.spyOn(pageLoad, 'go').mockImplementation(() => {});
    let seen: ReturnType<typeof useSearchParams> | undefined;
    function Probe() {
      seen = useSearchParams();
      return null;
    }
    render(<Probe />);
    expect(seen?.[0].get('art')).toBe('12');
    seen?.[1](new URLSearchParams({ art: '13' }));
    expect(assign).toHaveBeenCalledWith('/checkout?art=13');
    seen?.[1](new URLSearchParams());
    expect(assign).toHaveBeenLastCalledWith('/checkout');
  });

  it('useNavigate loads the next page in full, as there is no router to go to it', () => {
    const assign = vi.spyOn(pageLoad, 'go').mockImplementation(() => {});
    let navigate: ReturnType<typeof useNavigate> | undefined;
    function Probe() {
      navigate = useNavigate();
      return null;
    }
    render(<Probe />);
    navigate?.('/thank-you?email=a%40b.io&order=x');
    expect(assign).toHaveBeenCalledWith('/thank-you?email=a%40b.io&order=x');
  });
});

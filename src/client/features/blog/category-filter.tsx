import { Link } from 'react-router';
import { categorySlug } from '../../content/blog/categories.ts';
import { blogCategories, type BlogCategory } from '../../content/blog/types.ts';

const linkClass = (active: boolean) =>
  `rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
    active
      ? 'border-primary bg-primary text-primary-foreground'
      : 'border-border bg-card hover:bg-muted'
  }`;

/**
 * The blog's category filter. Each choice is a link to the category's own page, so a filter is a
 * URL: it can be shared and bookmarked, and the back button undoes it.
 */
export function CategoryFilter({ active }: { active: BlogCategory | null }) {
  const choices = [
    { label: 'All Categories', to: '/blog', current: active === null },
    ...blogCategories.map((name) => ({
      label: name,
      to: `/blog/category/${categorySlug(name)}`,
      current: active === name,
    })),
  ];
  return (
    <nav aria-label="Filter by category" className="mb-10">
      <ul className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.to}>
            <Link
              to={choice.to}
              preventScrollReset
              aria-current={choice.current ? 'page' : undefined}
              className={`inline-block ${linkClass(choice.current)}`}
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Link } from 'react-router';

/**
 * The not-found page, in the earlier shop's words (docs/product-rules.md), shared by the
 * catch-all route and the root error boundary.
 */
export function NotFoundContent() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">Error 404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">404 Page Not Found</h1>
      <p className="mt-5 text-lg text-muted-foreground">
        Did you forget to add the page to the router?
      </p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          Back to home
        </Link>
        <Link to="/blog" className="btn-secondary">
          Read the blog
        </Link>
      </div>
    </section>
  );
}

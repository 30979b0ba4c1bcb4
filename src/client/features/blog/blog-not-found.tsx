import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

export function BlogNotFound({ title = 'Blog Post Not Found' }: { title?: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        The article you are looking for does not exist or has moved.
      </p>
      <Link to="/blog" className="btn-primary mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Blog
      </Link>
    </section>
  );
}

import { Section } from '../../components/section.tsx';
import { Island } from '../../islands/island.tsx';
import { ContactForm } from './contact-form.tsx';

/** The `#contact` band that closes the home and FAQ pages. */
export function ContactSection({ title, lead }: { title: string; lead: string }) {
  return (
    <Section id="contact" muted eyebrow="Contact" title={title} lead={lead}>
      <div className="mt-10 max-w-2xl rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <Island name="contact">
          <ContactForm />
        </Island>
      </div>
    </Section>
  );
}

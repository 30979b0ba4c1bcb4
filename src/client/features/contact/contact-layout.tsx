import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';

export function ContactLayout() {
  return (
    <div
      id="contact"
      className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_20rem]"
    >
      <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <h2 className="mb-6 text-xl font-semibold">Send us a message</h2>
        <ContactForm />
      </div>
      <div>
        <h2 className="mb-6 text-xl font-semibold">Other ways to reach us</h2>
        <ContactDetails />
      </div>
    </div>
  );
}

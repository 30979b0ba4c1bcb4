import { PageIntro } from '../components/page-intro.tsx';
import { ContactLayout } from '../features/contact/contact-layout.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Contact',
    path: '/contact',
    description:
      'Get in touch with the Cryptomaton team about the bot, custom strategies or your order.',
  });

export default function ContactPage() {
  return (
    <>
      <PageIntro
        eyebrow="Contact"
        title="Contact us"
        lead="Questions about the bot, a custom strategy or your order? Write to us and we will answer within 24-48 hours on business days."
      />
      <ContactLayout />
    </>
  );
}

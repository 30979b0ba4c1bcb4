import { PageIntro } from '../components/page-intro.tsx';
import { ContactLayout } from '../features/contact/contact-layout.tsx';
import { FindPurchaseForm } from '../features/delivery/find-purchase-form.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Support',
    path: '/support',
    description:
      'Cryptomaton customer support: Monday-Friday 9 AM-5 PM NZT, answers within 24-48 hours on business days, community chat and refund policy.',
  });

export default function SupportPage() {
  return (
    <>
      <PageIntro
        eyebrow="Support"
        title="Customer support"
        lead="We are here Monday-Friday 9 AM-5 PM NZT and answer within 24-48 hours on business days. Include your order reference if your question is about a purchase."
      />
      <FindPurchaseForm />
      <ContactLayout />
    </>
  );
}

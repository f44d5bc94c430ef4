import { Phone } from 'lucide-react';

/** A phone number to call from the phone the seller holds; digits left to right on an Urdu page too. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:${phone}`}
      dir="ltr"
      className="inline-flex min-h-11 items-center gap-1 text-sm text-brand-700 underline underline-offset-2"
    >
      <Phone aria-hidden className="size-4" />
      {phone}
    </a>
  );
}

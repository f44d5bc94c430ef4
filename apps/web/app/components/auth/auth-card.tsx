import { ShieldCheck } from 'lucide-react';

/** The framed card every sign-in and recovery page sits in. */
export function AuthCard(props: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <section className="mx-auto my-10 w-full max-w-md px-4 tablet:my-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm tablet:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-full bg-brand-50 text-brand-600">
            <ShieldCheck className="size-5" aria-hidden />
          </span>
          <div>
            <h1 className="text-xl font-bold">{props.title}</h1>
            {props.subtitle && <p className="text-sm text-slate-500">{props.subtitle}</p>}
          </div>
        </div>
        {props.children}
      </div>
      {props.footer && <p className="mt-6 text-center text-sm text-slate-600">{props.footer}</p>}
    </section>
  );
}

export function FormAlert({ message }: { message?: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="form-alert"
      className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      {message}
    </p>
  );
}

export function SubmitButton({ children, busy }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="mt-2 min-h-11 w-full rounded-full bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

import type { TicketDetails } from '@bazaar/contract';
import { absoluteTime } from '../../../lib/dates';
import { useLocale, useT } from '../../../lib/i18n';
import { imageUrl } from '../../../lib/images';

type Message = TicketDetails['messages'][number];

/** A message's photos as thumbnails, each a link to the full picture. */
function Photos({ files, base, name }: { files: string[]; base: string; name: string }) {
  const t = useT();
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {files.map((file, i) => (
        <li key={file}>
          <a
            href={imageUrl(base, file, 1280)}
            target="_blank"
            rel="noreferrer"
            className="block rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid="ticket-attachment"
          >
            <img
              src={imageUrl(base, file, 320)}
              alt={t('tickets.attachment_alt', { n: i + 1, name })}
              width={80}
              height={80}
              loading="lazy"
              className="size-20 rounded-lg bg-white object-cover ring-1 ring-black/5"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The thread, oldest first: the shopper's messages on the end side, support's on the start side. */
export function TicketThread({ messages, imageBase }: { messages: Message[]; imageBase: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ol className="space-y-4" aria-label={t('tickets.thread_label')} data-testid="ticket-thread">
      {messages.map((m) => {
        const mine = m.sender_type === 'customer';
        const name = mine ? t('tickets.you') : t('tickets.support');
        return (
          <li
            key={m.id}
            className={`flex ${mine ? 'justify-end' : 'justify-start'}`}
            data-testid="ticket-message"
            data-sender={m.sender_type}
          >
            <div
              className={`max-w-[85%] rounded-2xl px-4 py-3 tablet:max-w-[70%] ${
                mine
                  ? 'rounded-ee-sm bg-brand-50 ring-1 ring-brand-100'
                  : 'rounded-es-sm bg-white ring-1 ring-slate-200'
              }`}
            >
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-slate-500">
                <span className={`font-semibold ${mine ? 'text-brand-700' : 'text-slate-800'}`}>{name}</span>
                <time dateTime={m.created_at}>{absoluteTime(m.created_at, locale)}</time>
              </p>
              <p dir="auto" className="mt-1 whitespace-pre-line break-words text-start text-slate-800">
                {m.message}
              </p>
              {m.attachments.length > 0 && <Photos files={m.attachments} base={imageBase} name={name} />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

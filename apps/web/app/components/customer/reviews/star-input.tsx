import { Star } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';

/**
 * 1–5 stars as a real radio group: arrow keys move between them, each is labelled ('4 stars'), and it
 * posts `rating` without scripts. With scripts the stars up to the chosen one fill in.
 */
export function StarInput({ idPrefix, error }: { idPrefix: string; error?: string | undefined }) {
  const t = useT();
  const [rating, setRating] = useState(0);
  const errorId = `${idPrefix}-rating-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('reviews.rating')}</legend>
      <div className="flex gap-1" data-testid="star-input">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="grid size-11 cursor-pointer place-items-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              className="peer sr-only"
              onChange={() => setRating(n)}
              data-testid={`star-${n}`}
            />
            <Star
              aria-hidden
              className={`pointer-events-none size-8 transition peer-checked:fill-accent-400 peer-checked:text-accent-400 ${
                n <= rating ? 'fill-accent-400 text-accent-400' : 'text-slate-300'
              }`}
            />
            <span className="sr-only">{t('product.stars', { n })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-600" data-testid="rating-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

import { MAX_IMAGE_BYTES } from '@bazaar/domain';
import { Camera } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { imageProblem, PROFILE_PHOTO_ACCEPT, PROFILE_PHOTO_TYPES } from '../../../lib/image-files';
import { Avatar, type SidebarCustomer } from '../sidebar';

const SIZE = 96;

/**
 * The profile photo: the current one (or the initials), and a new one chosen from the phone or computer,
 * previewed before it is saved. A file that is too large or not a picture is refused here, with the
 * spec's message, and cleared; the action and the API check again.
 */
export function ProfilePhoto({ customer, error }: { customer: SidebarCustomer; error?: string | undefined }) {
  const t = useT();
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.url);
    },
    [preview],
  );

  const choose = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return setPreview(null);
    const found = imageProblem(file, PROFILE_PHOTO_TYPES, 'account.image_invalid');
    if (found) {
      input.value = '';
      setPreview(null);
      return setProblem(t(found.key, found.params));
    }
    setProblem(null);
    setPreview({ url: URL.createObjectURL(file), name: file.name });
  };

  const shown = problem ?? error;
  return (
    <div className="mb-6 flex flex-wrap items-center gap-4">
      {preview ? (
        <img
          src={preview.url}
          alt=""
          width={SIZE}
          height={SIZE}
          className="size-24 shrink-0 rounded-full object-cover ring-2 ring-brand-200"
          data-testid="photo-preview"
        />
      ) : (
        <Avatar customer={customer} size={SIZE} />
      )}
      <div className="min-w-0 flex-1">
        <p className="mb-2 text-sm font-medium text-slate-700">{t('profile.photo_label')}</p>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600">
          <Camera className="size-4" aria-hidden />
          {t('profile.photo_choose')}
          <input
            type="file"
            name="image"
            accept={PROFILE_PHOTO_ACCEPT}
            className="sr-only"
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? 'profile-image-error' : 'profile-image-hint'}
            onChange={(e) => choose(e.currentTarget)}
          />
        </label>
        <p id="profile-image-hint" className="mt-1 text-xs text-slate-500">
          {t('profile.photo_hint', { mb: MAX_IMAGE_BYTES / 1024 / 1024 })}
        </p>
        {preview && (
          <p role="status" className="mt-1 break-all text-xs text-brand-700">
            {t('profile.photo_selected', { name: preview.name })}
          </p>
        )}
        {shown && (
          <p id="profile-image-error" role="alert" className="mt-1 text-sm text-red-600">
            {shown}
          </p>
        )}
      </div>
    </div>
  );
}

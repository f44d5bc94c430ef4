import {
  ApiError,
  type ErrorEnvelope,
  endpoints,
  ITEM_CSV_COLUMNS,
  type ItemImportReport,
  isApiError,
  MAX_IMPORT_BYTES,
} from '@bazaar/contract';
import { CheckCircle2, Download, FileUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, redirect } from 'react-router';
import { BackLink } from '../../kit/back-link';
import { Card } from '../../kit/card';
import { FormAlert, primaryButtonClass, secondaryButtonClass } from '../../kit/form';
import { ErrorState } from '../../kit/states';
import { useToast } from '../../kit/toasts';
import { api, authHeaders } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { type ImportProblem, importRefusal } from '../../lib/import-report';
import { saveFile } from '../../lib/save-file';
import { loginPath, sessionFor } from '../../lib/session';
import type { Route } from './+types/items-import';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  if (!sessionFor('seller')) throw redirect(loginPath('seller', url.pathname));
  return null;
}

/** The template: the export's own header (a byte-order mark, so spreadsheets read Urdu), no rows. */
const downloadTemplate = () =>
  saveFile(new Blob([`\uFEFF${ITEM_CSV_COLUMNS.join(',')}\r\n`], { type: 'text/csv' }), 'items-template.csv');

/** The import itself, sent so the upload's progress can be shown; the answer as the typed client's. */
function importWithProgress(file: File, onProgress: (percent: number) => void): Promise<ItemImportReport> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/v1/vendor/item/bulk-import');
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (e) =>
      e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {}
      if (request.status >= 200 && request.status < 300) return resolve(body as ItemImportReport);
      const envelope = (body as ErrorEnvelope | null)?.errors
        ? (body as ErrorEnvelope)
        : { errors: [{ code: String(request.status), message: request.statusText }] };
      reject(new ApiError(request.status, envelope));
    };
    request.onerror = () => reject(new Error('network'));
    const form = new FormData();
    form.set('file', file);
    request.send(form);
  });
}

function ProblemsTable({ problems }: { problems: ImportProblem[] }) {
  const t = useT();
  return (
    <div className="max-h-96 overflow-auto rounded-lg ring-1 ring-slate-200">
      <table className="w-full text-sm" data-testid="import-problems">
        <caption className="sr-only">{t('console.import_problems')}</caption>
        <thead className="sticky top-0 bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('console.import_row')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('console.import_column')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('console.import_problem')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {problems.map((p, i) => (
            <tr key={`${p.row}-${p.column}-${i}`} data-testid="import-problem">
              <td className="px-3 py-2">{p.row}</td>
              <td className="bidi-plain px-3 py-2 font-mono text-xs" dir="ltr">
                {p.column}
              </td>
              <td className="px-3 py-2">{p.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Stage =
  | { step: 'choose' }
  | { step: 'checking' }
  | { step: 'refused'; summary: string; problems: ImportProblem[] }
  | { step: 'checked'; report: ItemImportReport }
  | { step: 'importing'; percent: number }
  | { step: 'imported'; report: ItemImportReport };

/**
 * Items from a CSV file (decision 409: all or nothing): a dry run first lists every row's problems
 * (row, column, message), and only a file that passes can be imported, with the upload's progress.
 * The template is the export's header; exporting, editing and importing back changes many items.
 */
export default function ImportItems() {
  const t = useT();
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ step: 'choose' });

  const refuse = (error: unknown) => {
    if (isApiError(error)) setStage({ step: 'refused', ...importRefusal(error.body) });
    else setStage({ step: 'refused', summary: t('console.error_hint'), problems: [] });
  };
  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setStage({ step: 'refused', summary: t('import.file_required'), problems: [] });
    if (file.size > MAX_IMPORT_BYTES)
      return setStage({
        step: 'refused',
        summary: t('import.file_too_large', { mb: MAX_IMPORT_BYTES / 1024 / 1024 }),
        problems: [],
      });
    setStage({ step: 'checking' });
    const body = new FormData();
    body.set('file', file);
    try {
      setStage({
        step: 'checked',
        report: await api(endpoints.vendorItemImport, { query: { dry_run: 1 }, body }),
      });
    } catch (error) {
      refuse(error);
    }
  };
  const run = async () => {
    if (!file) return;
    setStage({ step: 'importing', percent: 0 });
    try {
      const report = await importWithProgress(file, (percent) => setStage({ step: 'importing', percent }));
      setStage({ step: 'imported', report });
      toast(report.message);
    } catch (error) {
      refuse(error);
    }
  };

  return (
    <div className="space-y-4" data-testid="import-page">
      <title>{t('console.import_title')}</title>
      <BackLink to="/seller/items" label={t('console.nav_items')} />
      <h1 className="font-display text-2xl font-bold">{t('console.import_title')}</h1>
      <Card title={t('console.import_step_template')}>
        <p className="text-sm text-slate-600">{t('console.import_template_hint')}</p>
        <button
          type="button"
          onClick={downloadTemplate}
          className={`mt-3 ${secondaryButtonClass}`}
          data-testid="import-template"
        >
          <Download aria-hidden className="size-4" />
          {t('console.import_template')}
        </button>
      </Card>
      <Card title={t('console.import_step_file')}>
        <form onSubmit={check} noValidate className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-brand-50 px-4 text-sm font-semibold text-brand-700 ring-brand-600 has-[:focus-visible]:ring-2">
              <input
                type="file"
                accept=".csv,text/csv"
                className="sr-only"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setStage({ step: 'choose' });
                }}
                data-testid="import-file"
              />
              <FileUp aria-hidden className="size-4" />
              {t('console.import_choose')}
            </label>
            <span className="bidi-plain min-w-0 truncate text-sm text-slate-600">
              {file?.name ?? t('console.import_no_file')}
            </span>
          </div>
          <button
            type="submit"
            disabled={stage.step === 'checking' || stage.step === 'importing'}
            className={primaryButtonClass}
            data-testid="import-check"
          >
            {stage.step === 'checking' ? t('console.import_checking') : t('console.import_check')}
          </button>
        </form>
        <div className="mt-4 space-y-3" aria-live="polite">
          {stage.step === 'refused' && (
            <>
              <FormAlert message={stage.summary} />
              {stage.problems.length > 0 && <ProblemsTable problems={stage.problems} />}
            </>
          )}
          {stage.step === 'checked' && (
            <div
              className="space-y-3 rounded-lg bg-brand-50 p-4 ring-1 ring-brand-100"
              data-testid="import-checked"
            >
              <p className="flex gap-2 text-brand-900">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0" />
                {stage.report.message}
              </p>
              <button type="button" onClick={run} className={primaryButtonClass} data-testid="import-run">
                {t('console.import_run', { n: stage.report.rows })}
              </button>
            </div>
          )}
          {stage.step === 'importing' && (
            <div className="space-y-1">
              <p className="text-sm font-semibold" id="import-progress-label">
                {stage.percent < 100 ? t('console.import_uploading') : t('console.import_writing')}
              </p>
              <div
                role="progressbar"
                aria-labelledby="import-progress-label"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={stage.percent}
                className="h-3 overflow-hidden rounded-full bg-slate-200"
                data-testid="import-progress"
              >
                <div
                  className={`h-full bg-brand-600 transition-[width] ${stage.percent >= 100 ? 'animate-pulse' : ''}`}
                  style={{ width: `${stage.percent}%` }}
                />
              </div>
            </div>
          )}
          {stage.step === 'imported' && (
            <div
              role="status"
              className="rounded-lg bg-brand-50 p-4 ring-1 ring-brand-100"
              data-testid="import-done"
            >
              <p className="font-semibold text-brand-900">{stage.report.message}</p>
              <Link
                to="/seller/items"
                className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2"
              >
                {t('console.see_items')}
              </Link>
            </div>
          )}
        </div>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorState />;
}

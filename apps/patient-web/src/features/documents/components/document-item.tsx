import { useClinicTimeZone } from '@telehealth/api-client';
import { Badge } from '@telehealth/ui';
import { DEFAULT_DOWNLOAD_NAME, documentTypeLabel, type Document } from '@telehealth/schema';
import { formatShortDateTime } from '../../../lib/format-time';

/** A document as a download link: its type, the condition it is for, its name and when it was issued. */
export function DocumentItem({ document }: { document: Document }) {
  const timeZone = useClinicTimeZone();
  return (
    <li>
      <a
        href={document.attachmentUrl}
        download={document.attachmentName || DEFAULT_DOWNLOAD_NAME}
        className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          >
            <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
            <path d="M14 3v5h5M9 13h6M9 17h6" />
          </svg>
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">{documentTypeLabel(document)}</span>
            {document.attachmentCondition ? <Badge variant="brand">{document.attachmentCondition}</Badge> : null}
          </span>
          <span className="truncate text-sm text-ink-muted">{document.attachmentName}</span>
          <time dateTime={document.timestamp} className="text-xs text-ink-muted">
            {formatShortDateTime(document.timestamp, timeZone)}
          </time>
        </span>
        <svg viewBox="0 0 20 20" className="size-5 shrink-0 text-ink-muted" fill="currentColor" aria-hidden="true">
          <path d="M10 2.5a1 1 0 0 1 1 1v7.09l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 1.4-1.42L9 10.6V3.5a1 1 0 0 1 1-1ZM4 15.5a1 1 0 0 1 1-1h10a1 1 0 1 1 0 2H5a1 1 0 0 1-1-1Z" />
        </svg>
      </a>
    </li>
  );
}

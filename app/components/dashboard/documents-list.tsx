import type { DocumentView } from "#app/domain/documents/views.ts";

/** A list of documents, each with a download link named for it. */
export function DocumentsList({
  documents,
  caption,
}: {
  documents: readonly DocumentView[];
  caption: string;
}) {
  return (
    <ul aria-label={caption} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-semibold text-slate-900">{document.kind}</p>
            <p className="break-all text-sm text-slate-700">
              {document.fileName} · {document.size} · added {document.added}
            </p>
          </div>
          <a
            href={document.href}
            download
            className="inline-flex min-h-11 items-center rounded-md border border-blue-800 px-3 text-sm font-semibold text-blue-800 hover:bg-blue-50"
          >
            Download<span className="sr-only"> {document.fileName}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

import { PanelBoundary } from "#app/components/errors/panel-boundary.tsx";
import { PanelMessage } from "#app/components/ui/panel-message.tsx";
import { type LegalNoticesView, LEGAL_NOTICES_MESSAGES as M } from "#app/domain/admin/legal-notices.ts";

type Loaded = { ok: true; value: LegalNoticesView } | { ok: false; message: string };

/** The legal notices customers uploaded that no admin has opened yet (issue 22). */
export function LegalNoticesPanel({ notices }: { notices: Loaded }) {
  return (
    <PanelBoundary name="the legal notices">
      <section
        aria-labelledby="legal-notices-heading"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="legal-notices-heading" className="text-lg font-semibold text-slate-900">
          {M.heading}
          {notices.ok && notices.value.total > 0 ? (
            <span className="ml-2 rounded-full bg-red-700 px-2 py-0.5 text-sm text-white">
              {notices.value.total}
            </span>
          ) : null}
        </h2>
        {!notices.ok ? (
          <PanelMessage tone="error">{notices.message}</PanelMessage>
        ) : notices.value.total === 0 ? (
          <p className="mt-2 text-slate-700">{M.none}</p>
        ) : (
          <>
            <p className="mt-2 font-medium text-slate-900">{notices.value.summary}</p>
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{M.caption}</caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-700">
                    <th scope="col" className="py-2 pr-4">
                      Customer
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      File
                    </th>
                    <th scope="col" className="py-2 pr-4">
                      Uploaded
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {notices.value.notices.map((notice) => (
                    <tr key={notice.id} className="border-b border-slate-100">
                      <td className="py-2 pr-4">{notice.customer}</td>
                      <td className="py-2 pr-4 break-all">
                        <a href={notice.href} className="font-semibold text-blue-800 underline" download>
                          {notice.fileName}
                        </a>
                      </td>
                      <td className="py-2 pr-4">{notice.uploaded}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </PanelBoundary>
  );
}

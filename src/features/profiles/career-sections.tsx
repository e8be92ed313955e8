import type { Document } from "@/gen/rpc/v1/document_requests_pb.js";
import { CalendarDate } from "@/src/components/calendar-date.js";
import { Country } from "@/src/components/country.js";
import { ErrorPanel } from "@/src/components/error-panel.js";
import { Section } from "@/src/components/section.js";
import { SkeletonRows } from "@/src/components/skeleton.js";
import { certificateLabel, rankLabel, vesselTypeLabel } from "@/src/lib/domain-labels.js";
import { useCrewProfileCareer } from "./api/use-crew-profile-career.js";
import { todayIso } from "./calendar-day.js";
import { certificateStatus } from "./certificate-status.js";
import { CertificateValidity } from "./certificate-validity.js";
import { Evidence } from "./evidence.js";

interface Props {
  // Undefined while the profile itself is loading.
  crewProfileId: string | undefined;
  baseUrl: string;
  documents: Map<string, Document>;
}

// The career the documents show: sea service, certificates and work ashore, each record with its source.
export function CareerSections({ crewProfileId, baseUrl, documents }: Props) {
  const career = useCrewProfileCareer(crewProfileId);
  // Nothing until the profile is known: a placeholder under the facts would be pushed down when the
  // facts replace their own placeholders (a layout shift).
  if (!crewProfileId) return null;
  if (career.isError) return <ErrorPanel error={career.error} what="Could not load the sea service and certificates" onRetry={() => void career.refetch()} />;
  // One placeholder: a second one below it would be pushed down when the first fills (a layout shift).
  if (career.isPending) {
    return (
      <Section title="Sea service">
        <SkeletonRows rows={4} rowClassName="h-14" label="Loading the sea service and certificates" />
      </Section>
    );
  }
  const { seaService, certificates, onLandWork } = career.data;
  const today = todayIso();
  return (
    <>
      <Section title="Sea service">
        {seaService.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">No sea service extracted yet.</p>
        ) : (
          <ol className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Sea service, latest first">
            {seaService.map((record) => (
              <li key={record.id} className="py-2.5 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="text-sm font-medium">
                    {record.rankValues.map(rankLabel).join(" / ") || record.rankText}
                    {record.vesselType ? <span className="font-normal text-slate-700 dark:text-slate-300"> · {vesselTypeLabel(record.vesselType)}</span> : null}
                  </span>
                  <span className="text-sm tabular-nums text-slate-700 dark:text-slate-300">
                    <CalendarDate value={record.signOn} precision={record.signOnPrecision} /> –{" "}
                    {record.signOff ? <CalendarDate value={record.signOff} precision={record.signOffPrecision} /> : "on board"}
                  </span>
                </div>
                {record.vesselName || record.vesselFlag || record.company ? (
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {record.vesselName ? <span>{record.vesselName}</span> : null}
                    {record.vesselFlag ? (
                      <span>
                        {record.vesselName ? " · " : null}flag <Country code={record.vesselFlag} />
                      </span>
                    ) : null}
                    {record.company ? (
                      <span>
                        {record.vesselName || record.vesselFlag ? " · " : null}
                        {record.company}
                      </span>
                    ) : null}
                  </p>
                ) : null}
                <Evidence
                  subject={[record.rankValues.map(rankLabel).join(" / ") || record.rankText, record.vesselName].filter(Boolean).join(" on ")}
                  extraction={record.extraction}
                  baseUrl={baseUrl}
                  documents={documents}
                />
              </li>
            ))}
          </ol>
        )}
      </Section>
      {/* The summary links here ("and 3 more"); clear of the sticky header. */}
      <div id="certificates" className="scroll-mt-20">
        <Section title="Certificates">
          {certificates.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">No certificates extracted yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Certificates">
              {certificates.map((certificate) => (
                <li key={certificate.id} className="py-2.5 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <span className="text-sm font-medium">
                      {certificateLabel(certificate.certificate)}
                      {certificate.number ? <span className="font-normal text-slate-700 dark:text-slate-300"> · No. {certificate.number}</span> : null}
                    </span>
                    <span className="text-sm text-slate-700 dark:text-slate-300">
                      <CertificateValidity expiresOn={certificate.expiresOn} status={certificateStatus(certificate.expiresOn, today)} />
                    </span>
                  </div>
                  {certificate.issuedOn || certificate.issuingCountry ? (
                    <p className="text-sm text-slate-700 dark:text-slate-300">
                      Issued {certificate.issuedOn ? <CalendarDate value={certificate.issuedOn} /> : null}
                      {certificate.issuingCountry ? (
                        <>
                          {" "}
                          in <Country code={certificate.issuingCountry} />
                        </>
                      ) : null}
                    </p>
                  ) : null}
                  <Evidence subject={certificateLabel(certificate.certificate)} extraction={certificate.extraction} baseUrl={baseUrl} documents={documents} />
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      {onLandWork.length > 0 ? (
        <Section title="Work ashore">
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Work ashore">
            {onLandWork.map((job) => (
              <li key={job.id} className="py-2.5 first:pt-0 last:pb-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="text-sm font-medium">
                    {job.position}
                    <span className="font-normal text-slate-700 dark:text-slate-300"> · {job.employer}</span>
                  </span>
                  <span className="text-sm tabular-nums text-slate-700 dark:text-slate-300">
                    <CalendarDate value={job.startDate} /> – {job.endDate ? <CalendarDate value={job.endDate} /> : "now"}
                  </span>
                </div>
                <Evidence subject={`${job.position} at ${job.employer}`} extraction={job.extraction} baseUrl={baseUrl} documents={documents} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}

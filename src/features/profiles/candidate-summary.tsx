import type { ReactNode } from "react";
import type { DocumentExtraction } from "@/gen/rpc/v1/common_pb.js";
import { CalendarDate } from "@/src/components/calendar-date.js";
import { Country } from "@/src/components/country.js";
import { Skeleton } from "@/src/components/skeleton.js";
import { certificateLabel, rankLabel } from "@/src/lib/domain-labels.js";
import { birthDay, nationalityCode } from "@/src/lib/extraction-values.js";
import { useCrewProfileCareer } from "./api/use-crew-profile-career.js";
import { ageInYears } from "./age.js";
import { todayIso } from "./calendar-day.js";
import { certificatesNeedingAttention } from "./certificate-status.js";
import { CertificateValidity } from "./certificate-validity.js";
import { latestService } from "./latest-service.js";
import { seaTimeText, totalSeaTime } from "./sea-time.js";

// The summary is read in two seconds: the soonest expiries are named, the rest counted. It also
// bounds how far the page below moves when the career arrives after the profile.
const listedCertificates = 3;

// Items keep their height whether loading, known or not: the page below them does not move.
function Item({ label, children, note, wide = false }: { label: string; children: ReactNode; note?: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? "col-span-2 md:col-span-4" : "min-h-16"}`}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 min-h-7 text-base leading-7 font-semibold break-words lg:text-lg">{children}</dd>
      {note ? <dd className="text-xs text-slate-600 dark:text-slate-400">{note}</dd> : null}
    </div>
  );
}

const unknown = <span className="font-normal text-slate-600 dark:text-slate-400">Not known</span>;
const loading = <Skeleton className="mt-1 h-5 w-32" />;

interface Props {
  // Undefined while the profile loads.
  crewProfileId: string | undefined;
  dateOfBirth: DocumentExtraction | undefined;
  nationality: DocumentExtraction | undefined;
}

// What a recruiter decides on at a glance: rank, age, nationality, sea time and the certificates that
// stand in the way of joining. Everything in it is worked out from the extracted facts below.
export function CandidateSummary({ crewProfileId, dateOfBirth, nationality }: Props) {
  const career = useCrewProfileCareer(crewProfileId);
  const today = todayIso();
  const profileLoading = crewProfileId === undefined;
  const careerLoading = profileLoading || career.isPending;
  const birth = birthDay(dateOfBirth);
  const country = nationalityCode(nationality);

  const records = career.data?.seaService ?? [];
  const latest = latestService(records);
  const seaTime = totalSeaTime(records, today);
  const attention = certificatesNeedingAttention(career.data?.certificates ?? [], today);
  const unlisted = attention.length - listedCertificates;

  return (
    <section aria-label="Summary" className="mb-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 md:grid-cols-[minmax(0,1.1fr)_minmax(0,0.8fr)_minmax(0,1fr)_minmax(0,1.1fr)]">
        <Item
          label="Rank"
          note={
            latest ? (
              latest.signOff ? (
                <>
                  last contract until <CalendarDate value={latest.signOff} precision={latest.signOffPrecision} />
                </>
              ) : (
                <>
                  on board since <CalendarDate value={latest.signOn} precision={latest.signOnPrecision} />
                </>
              )
            ) : null
          }
        >
          {careerLoading ? loading : latest ? latest.rankValues.map(rankLabel).join(" / ") || latest.rankText || unknown : unknown}
        </Item>
        <Item
          label="Age"
          note={
            birth ? (
              <>
                born <CalendarDate value={birth} />
              </>
            ) : null
          }
        >
          {profileLoading ? loading : birth ? `${ageInYears(birth, today)} years` : unknown}
        </Item>
        <Item label="Nationality">{profileLoading ? loading : country ? <Country code={country} /> : unknown}</Item>
        <Item label="Sea time" note={seaTime.estimated ? "some dates known only to the month or year" : null}>
          {careerLoading ? (
            loading
          ) : career.isError ? (
            unknown
          ) : (
            <>
              {seaTime.estimated ? (
                <>
                  <span aria-hidden="true">≈ </span>
                  <span className="sr-only">About </span>
                </>
              ) : null}
              {seaTimeText(seaTime)}
            </>
          )}
        </Item>
        <Item label="Certificates expired or expiring within 90 days" wide>
          {careerLoading ? (
            loading
          ) : career.isError ? (
            unknown
          ) : attention.length === 0 ? (
            <span className="font-normal">{career.data.certificates.length === 0 ? "No certificates extracted" : "None"}</span>
          ) : (
            <ul aria-label="Certificates to renew" className="mt-0.5 flex flex-col gap-1 text-sm font-normal">
              {attention.slice(0, listedCertificates).map(({ certificate, status }) => (
                <li key={certificate.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
                  <span className="font-medium">{certificateLabel(certificate.certificate)}</span>
                  <CertificateValidity expiresOn={certificate.expiresOn} status={status} />
                </li>
              ))}
              {unlisted > 0 ? (
                <li className="text-slate-700 dark:text-slate-300">
                  and {unlisted} more, in{" "}
                  <a href="#certificates" className="text-blue-800 underline dark:text-blue-300">
                    Certificates
                  </a>
                </li>
              ) : null}
            </ul>
          )}
        </Item>
      </dl>
    </section>
  );
}

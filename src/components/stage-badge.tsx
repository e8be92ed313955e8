import type { ReactNode } from "react";
import { PipelineStageKind } from "@/gen/dashboard/v1/dashboard_service_pb.js";
import { Badge, type BadgeTone } from "./badge.js";
import { LineIcon } from "./line-icon.js";

interface KindLook {
  label: string;
  tone: BadgeTone;
  // 12 px line icon in currentColor: the kind shows in the shape too, not only in the colour.
  icon: ReactNode;
}

const looks: Record<PipelineStageKind, KindLook | undefined> = {
  [PipelineStageKind.UNSPECIFIED]: undefined,
  [PipelineStageKind.UNREVIEWED]: { label: "Unreviewed", tone: "neutral", icon: <circle cx="6" cy="6" r="3.5" /> },
  [PipelineStageKind.SCREENING]: {
    label: "Screening",
    tone: "sky",
    icon: (
      <>
        <circle cx="5" cy="5" r="3" />
        <path d="M7.5 7.5 10.5 10.5" />
      </>
    ),
  },
  [PipelineStageKind.INTERVIEW]: { label: "Interview", tone: "violet", icon: <path d="M2 2.5h8v5.5H5.5L3 10.5V8H2z" /> },
  [PipelineStageKind.OFFER]: {
    label: "Offer",
    tone: "amber",
    icon: (
      <>
        <rect x="1.5" y="2.5" width="9" height="7" rx="1" />
        <path d="m1.5 3.5 4.5 3.5 4.5-3.5" />
      </>
    ),
  },
  [PipelineStageKind.HIRED]: { label: "Hired", tone: "green", icon: <path d="m2 6.5 2.5 2.5L10 3" /> },
  [PipelineStageKind.REJECTED]: { label: "Rejected", tone: "red", icon: <path d="m3 3 6 6M9 3 3 9" /> },
};

export function StageKindIcon({ kind }: { kind: PipelineStageKind }) {
  const look = looks[kind];
  if (!look) return null;
  return <LineIcon>{look.icon}</LineIcon>;
}

// A pipeline stage under the organization's own name, coloured and marked by what kind of stage it
// is; where the name does not say the kind ("Placed" for hired), a screen reader hears it too.
export function StageBadge({ name, kind }: { name: string; kind: PipelineStageKind }) {
  const look = looks[kind];
  const saysKind = !look || name.toLowerCase().includes(look.label.toLowerCase());
  return (
    <Badge tone={look?.tone ?? "neutral"}>
      <StageKindIcon kind={kind} />
      {saysKind ? null : <span className="sr-only">{look.label}: </span>}
      {name || "No stage"}
    </Badge>
  );
}

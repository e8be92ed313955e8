import data from "./data/certificates.json" with { type: "json" };

export interface Certificate {
  id: number;
  value: string;
  // As printed on documents: shown to people, never used as a key.
  code: string;
  label: string;
  category: string;
  group: string;
  // Certificates that meet a requirement for this one (a higher CoC, an advanced course).
  satisfiedBy: string[];
  // The composite certificate this one is a module of (PST is part of basic training).
  partOf: string | null;
  validity: string | null;
}

export const certificates: readonly Certificate[] = (data as unknown as { certificates: Certificate[] }).certificates;
export const certificateByValue = new Map(certificates.map((certificate) => [certificate.value, certificate]));

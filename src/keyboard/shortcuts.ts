export interface Shortcut {
  keys: string[];
  description: string;
}

// Every shortcut of the dashboard, as the help dialog (?) lists them.
export const shortcuts: Shortcut[] = [
  { keys: ["j"], description: "Next item in the list" },
  { keys: ["k"], description: "Previous item in the list" },
  { keys: ["Enter"], description: "Open the selected item" },
  { keys: ["j"], description: "On a candidate: the next candidate of the posting" },
  { keys: ["k"], description: "On a candidate: the previous candidate of the posting" },
  { keys: ["x"], description: "On a posting's matches: pick the selected candidate for comparison, or drop them" },
  { keys: ["c"], description: "On a posting's matches: compare the picked candidates (two to four)" },
  { keys: ["]"], description: "On a posting's matches or in people: the next page" },
  { keys: ["["], description: "On a posting's matches or in people: the previous page" },
  { keys: ["/"], description: "Focus the search box" },
  { keys: ["g", "p"], description: "Go to job postings" },
  { keys: ["g", "c"], description: "Go to people (crew search)" },
  { keys: ["g", "d"], description: "Go to document requests" },
  { keys: ["g", "u"], description: "Go to the upload page" },
  { keys: ["g", "o"], description: "Go to the organization" },
  { keys: ["?"], description: "Show this list of shortcuts" },
  { keys: ["Esc"], description: "Close the dialog or leave the search box" },
];

export const goToTargets: Record<string, string> = {
  p: "/postings",
  c: "/people",
  d: "/document-requests",
  u: "/uploads",
  o: "/organization",
};

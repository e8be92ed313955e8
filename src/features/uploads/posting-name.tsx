import { Link } from "react-router";
import { useJobPosting } from "@/src/api/use-job-posting.js";

// A job posting an upload is for, by its title, linked to its page.
export function PostingName({ jobPostingId }: { jobPostingId: string }) {
  const posting = useJobPosting(jobPostingId).data?.jobPosting;
  return (
    <Link to={`/postings/${jobPostingId}`} className="text-blue-800 hover:underline dark:text-blue-300">
      {posting ? posting.title || "Untitled posting" : "a job posting"}
    </Link>
  );
}

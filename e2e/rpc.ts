// A call of the real service's RPC, as the specs ask it for demo data (which postings, people and
// applications fit a test is the generator's business): Connect's JSON protocol with the suite's API
// key. A call that fails fails the test, with the service's answer in the message, rather than
// leaving the spec to trip over an error body further on.
import { expect, type Page } from "@playwright/test";
import { apiKey } from "@/e2e/support.js";

// `method` as in the route: "<package>.<Service>/<Method>", e.g. "dashboard.v1.DashboardService/GetJobPosting".
export async function rpc<T>(page: Page, method: string, body: unknown): Promise<T> {
  const response = await page.request.post(`/rpc/${method}`, {
    headers: { "Connect-Protocol-Version": "1", "Content-Type": "application/json", Authorization: `Bearer ${apiKey()}` },
    data: body,
  });
  expect(response.ok(), `${method}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

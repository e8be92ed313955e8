import { Code, ConnectError, type Interceptor } from "@connectrpc/connect";

// Connect aborts the handler's signal when Connect-Timeout-Ms runs out, but a handler awaiting I/O
// that ignores the signal would still answer late with 200. Racing the call against the signal makes
// every handler answer deadline_exceeded on time.
export const deadlineInterceptor: Interceptor = (next) => (req) => {
  const signal = req.signal;
  if (signal.aborted) return Promise.reject(toDeadline(signal.reason));
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(toDeadline(signal.reason));
    signal.addEventListener("abort", onAbort, { once: true });
    next(req).then(
      (res) => {
        signal.removeEventListener("abort", onAbort);
        resolve(res);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
};

function toDeadline(reason: unknown): ConnectError {
  const error = ConnectError.from(reason);
  return error.code === Code.DeadlineExceeded ? error : new ConnectError("the request was aborted", Code.Canceled);
}
